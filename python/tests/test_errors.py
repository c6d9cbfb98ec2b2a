"""Bad input raises CubelabError (a ValueError) with the command line's one-line message."""

import numpy as np
import pytest

import cubelab


def message(call):
    with pytest.raises(cubelab.CubelabError) as e:
        call()
    assert isinstance(e.value, ValueError)
    text = str(e.value)
    assert "\n" not in text
    return text


def test_same_message_as_the_command_line(cli, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("1 2 3\n4 5\n")
    cases = [
        (lambda: cubelab.enumerate_squares(2), ["square", "enumerate", "--order", "2"]),
        (lambda: cubelab.enumerate_cubes(4), ["cube", "enumerate", "--order", "4"]),
        (lambda: cubelab.count_squares(6), ["square", "count", "--order", "6"]),
        (lambda: cubelab.count_squares(3, "pandiagonal"), ["square", "count", "--order", "3", "--kind", "pandiagonal"]),
        (lambda: cubelab.construct_square(2), ["square", "construct", "--order", "2"]),
        (lambda: cubelab.macmahon_solve("Zz", "Ab"), ["macmahon", "solve", "--target", "Zz", "--cubes", "Ab"]),
        (lambda: cubelab.macmahon_solve("Ba", "Ab,Ab"), ["macmahon", "solve", "--target", "Ba", "--cubes", "Ab,Ab"]),
        (lambda: cubelab.read_figure(bad.read_text(), str(bad)), ["check", str(bad)]),
    ]
    for call, args in cases:
        got = message(call)
        run = cli(*args)
        assert run.returncode == 2, args
        assert run.stderr.strip() == f"cubelab: error: {got}", args


def test_error_kinds():
    assert issubclass(cubelab.CubelabError, ValueError)
    assert issubclass(cubelab.DisagreementError, RuntimeError)
    assert not issubclass(cubelab.DisagreementError, cubelab.CubelabError)


def test_messages_of_the_binding():
    assert "unknown square kind 'nope'" in message(lambda: cubelab.enumerate_squares(3, "nope"))
    assert "unknown cube kind" in message(lambda: cubelab.enumerate_cubes(3, "nope"))
    assert "fast or generic" in message(lambda: cubelab.count_squares(4, method="slow"))
    assert "more than 67108864 cells" in message(lambda: cubelab.construct_square(10**9))
    assert "more than 67108864 cells" in message(lambda: cubelab.construct_cube(2**40))
    assert "do not go together" in message(lambda: cubelab.construct_square(5, variant=1, seed=2))
    assert "integers" in message(lambda: cubelab.check([[1.5, 2], [3, 4]]))
    assert "dimensions" in message(lambda: cubelab.check(np.arange(4)))
    assert "row" in message(lambda: cubelab.check(np.arange(12).reshape(3, 4)))
    # An order-3000 square killed the interpreter building its constraints (issue 68).
    assert "at most 1000000" in message(lambda: cubelab.check(np.zeros((3000, 3000), dtype=np.int64)))
    assert "not applicable" in repr(cubelab.check([[2, 7, 6], [9, 5, 1], [4, 3, 8]]).kinds["most-perfect"])
    assert "model needs 8" in message(lambda: cubelab.macmahon_solve("Ba", "Ab,Ac"))
    assert "geometric or primes" in message(lambda: cubelab.table1("Ba", method="x"))
    assert "1 to 30" in message(lambda: cubelab.table2_builders(0))
    assert "8 to 30" in message(lambda: cubelab.sample_sets(31))
    assert "exact or anneal" in message(lambda: cubelab.nine_colour_solve("guess"))
    assert "rotations" in message(lambda: cubelab.nine_colour_classes("mirror"))
    assert "cubes:" in message(lambda: cubelab.insanity_solve("red green\n"))
    assert message(lambda: cubelab.insanity_random(0))
    assert "nothing to draw" in message(lambda: cubelab.svg({"count": 3}))
    assert "cannot draw" in message(lambda: cubelab.svg(3.5))


def test_negative_numbers_are_python_errors_not_crashes():
    with pytest.raises(OverflowError):
        cubelab.enumerate_squares(-3)
    with pytest.raises(OverflowError):
        cubelab.sample_sets(10, -1)


def test_a_rust_panic_is_a_cubelab_error():
    """Issue 68: a panic in the Rust library reached the user as PanicException, which
    ``except Exception`` does not catch; every native function is called through a guard."""

    def panics():
        # PyO3's PanicException, as a native function raises it on a panic.
        try:
            cubelab._native.molecube_parse("0" * 27, "x")
        except cubelab.CubelabError:
            pass
        panic = type("PanicException", (BaseException,), {})
        raise panic("nine colours")

    with pytest.raises(cubelab.CubelabError, match="internal error.*nine colours"):
        cubelab._guarded(panics)()
    assert cubelab._native.check.__wrapped__ is not None
    with pytest.raises(KeyboardInterrupt):
        cubelab._guarded(lambda: (_ for _ in ()).throw(KeyboardInterrupt()))()
