"""Pictures: SVG and HTML pages of figures, cubes and solutions."""

import xml.etree.ElementTree as ET

import cubelab


def test_svg_of_figures_parses():
    sq = cubelab.enumerate_squares(3)[0]
    cube = cubelab.enumerate_cubes(3)[0]
    page = cubelab.svg(sq, cube)
    root = ET.fromstring(page)
    assert root.tag.endswith("svg")
    assert "2 pictures" in page
    assert ">15<" in cubelab.svg(sq, lines=True)
    assert "4 pictures" in cubelab.svg(cubelab.enumerate_cubes(3, classes=True))
    assert "8 pictures" in cubelab.svg(cubelab.enumerate_squares(3))
    assert "3 pictures" in cubelab.svg(list(cubelab.enumerate_squares(3)[:3]))


def test_tableau_and_solutions(tmp_path):
    cubes = cubelab.macmahon_cubes()
    page = cubelab.svg(cubes, highlight="Ac,Ad,Ae,Af,Cb,Db,Eb,Fb".split(","))
    assert "tableau" in page
    sols = cubelab.macmahon_solve("Ba", "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb", interior=True)
    out = tmp_path / "ba.html"
    cubelab.save_html(out, sols)
    text = out.read_text()
    assert text.startswith("<!DOCTYPE html>") and "Ba" in text
    cubelab.save_svg(tmp_path / "ba.svg", sols[0])
    ET.parse(tmp_path / "ba.svg")


def test_nine_colour_and_insanity_pictures():
    ET.fromstring(cubelab.svg(cubelab.nine_colour_solve()))
    r = cubelab.insanity_solve(cubelab.insanity_random(4, seed=2, planted=True))
    ET.fromstring(cubelab.svg(r))
    assert "<html" in cubelab.html(r).lower()
