"""Long runs: progress callback, Ctrl-C, errors from the callback, the GIL released."""

import _thread
import signal
import threading

import pytest

import cubelab
from conftest import ticks_while


@pytest.fixture
def sigint():
    """Python's own SIGINT handler for the test. A process started in the background by a
    shell without job control (as CI may be) inherits SIGINT ignored, and then Python installs
    no handler and Ctrl-C does nothing at all, in Rust or in Python code."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_progress_reports_every_unit():
    calls = []
    scan = cubelab.set_scan(9, progress=lambda done, total: calls.append((done, total)))
    assert scan.max == 9
    assert calls == [(done, 406) for done in range(407)]
    counted = []
    cubelab.count_squares(4, threads=1, progress=lambda d, t: counted.append(d))
    assert counted[-1] > 1


def test_same_answer_on_any_thread_count():
    one = cubelab.set_scan(10, threads=1)
    two = cubelab.set_scan(10, threads=2)
    assert one == two
    assert (one.max, one.max_sets) == (20, 36)


def test_ctrl_c_stops_the_run(sigint):
    # interrupt_main() is what Ctrl-C does: the run must notice it between units and raise.
    calls = []

    def hook(done, total):
        calls.append(done)
        if len(calls) == 3:
            _thread.interrupt_main()

    with pytest.raises(KeyboardInterrupt):
        cubelab.set_scan(14, threads=1, progress=hook)
    # The hook is not called again once the run stops: no unit after the interrupt started.
    assert len(calls) == 3 and calls[-1] < 406


def test_ctrl_c_from_another_thread_without_a_callback(sigint):
    # Units of the 14-set scan take well under a second: the stop comes long before the end.
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            cubelab.set_scan(14, threads=1)
    finally:
        timer.cancel()


def test_an_exception_in_the_callback_stops_the_run():
    class Enough(Exception):
        pass

    def hook(done, total):
        if done >= 2:
            raise Enough(done)

    with pytest.raises(Enough):
        cubelab.set_scan(12, progress=hook)


def test_the_gil_is_released():
    # A Python thread keeps running while the scan works (it would stall if the GIL were held).
    _, elapsed, ticks = ticks_while(lambda: cubelab.set_scan(11, threads=1))
    assert elapsed > 0.2 and ticks > elapsed / 0.05


def test_zero_threads():
    with pytest.raises(cubelab.CubelabError, match="threads must be at least 1"):
        cubelab.set_scan(9, threads=0)


def test_too_many_threads():
    # Refused before any work, not started one by one.
    for run in (lambda: cubelab.set_scan(9, threads=100_000),
                lambda: cubelab.count_squares(4, threads=100_000),
                lambda: cubelab.estimate_squares(4, samples=10, threads=100_000),
                lambda: cubelab.colour_universal_count(3, 8, threads=100_000)):
        with pytest.raises(cubelab.CubelabError, match="at most 1024"):
            run()


def test_ctrl_c_stops_a_sample(sigint):
    # Issue 68: sample_sets(8, samples=10**12) ran for days and Ctrl-C did nothing; it now
    # looks for Ctrl-C every 50 ms while rayon's threads draw.
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            cubelab.sample_sets(8, samples=2**40)
    finally:
        timer.cancel()


def test_samples_past_the_most_are_refused():
    with pytest.raises(cubelab.CubelabError, match="2\\^40"):
        cubelab.sample_sets(8, samples=10**13)
