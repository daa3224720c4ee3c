"""HetPas's predefined macros and small forms (issue 15): `__ifdef__` / `__ifndef__`, `__line__` in a macro body (the
call's line), `__date__` / `__time__`, `__for__(… where …)` and `;#endm`."""
from __future__ import annotations

import re

from tests.preprocess.preprocess_helpers import assert_same_bytes, error_of, expand, texts


def test_ifdef_and_ifndef_texts():
    source = ("#define a\n#macro M s_nop 7 #endm\n"
              "__ifdef__(a, s_nop 1)\n__ifndef__(b, s_nop 2)\n__ifdef__(b, s_nop 3)\n__ifndef__(A, s_nop 4)\n"
              "__ifdef__(m, s_sleep 1 \\ s_sleep 2)\n")
    assert texts(source) == ["s_nop 1", "s_nop 2", "s_sleep 1", "s_sleep 2"]
    assert_same_bytes(source, "s_nop 1\ns_nop 2\ns_sleep 1\ns_sleep 2")


def test_ifdef_needs_a_name():
    error = error_of("__ifdef__(1, s_nop 0)\n")
    assert (error.loc.line, error.loc.column) == (1, 1)
    assert error.message == "__ifdef__ needs a name and a text: __ifdef__(NAME, text)"


def test_line_in_a_macro_body_is_the_call_line():
    source = ("#macro WHERE(r)\n  s_mov_b32 r, __line__\n#endm\n#define HERE s_mov_b32 s9, __line__\n"
              "WHERE(s0)\n\nWHERE(s1) WHERE(s2)\nHERE\ns_mov_b32 s3, __line__\n")
    assert texts(source) == ["s_mov_b32 s0, 5", "s_mov_b32 s1, 7", "s_mov_b32 s2, 7", "s_mov_b32 s9, 8",
                             "s_mov_b32 s3, 9"]


def test_line_in_a_nested_macro_is_the_outermost_call_line():
    source = "#macro IN s_nop __line__ #endm\n#macro OUT\n  IN\n#endm\n\nOUT\nOUT\n"
    assert texts(source) == ["s_nop 6", "s_nop 7"]


def test_date_and_time(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")    # 2023-11-14 22:13:20 UTC
    assert texts(".ascii __date__\n.ascii __time__\n") == ['.ascii "2023.11.14"', '.ascii "22:13:20"']
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    date, time = texts(".ascii __DATE__\n.ascii __time__\n")
    assert re.fullmatch(r'\.ascii "\d{4}\.\d\d\.\d\d"', date) and re.fullmatch(r'\.ascii "\d\d:\d\d:\d\d"', time)


def test_for_where():
    source = ("__for__(i:=1 to 8 where i not in [3, 4], s_nop i)\n"
              "__for__(i in [0..9] where i % 3 == 0 && i in [0..6], s_sleep i)\n"
              "__for__(k := 6 downto 0 step -2 where k > 1, s_setprio k)\n")
    assert texts(source) == [f"s_nop {i}" for i in (1, 2, 5, 6, 7, 8)] + [f"s_sleep {i}" for i in (0, 3, 6)] + \
        [f"s_setprio {k}" for k in (6, 4, 2)]


def test_for_where_needs_a_condition():
    error = error_of("__for__(i in [0..3] where, s_nop i)\n")
    assert error.message == "expected a condition after 'where'"


def test_endm_after_a_semicolon_ends_the_macro():
    source = "#macro M(a) s_nop a ;#endm\n#macro N(a) s_sleep a ; comment #ENDM\nM(1) N(2) ; a # in a comment\n"
    assert texts(source) == ["s_nop 1", "s_sleep 2"]
    assert expand(source).warnings == []
