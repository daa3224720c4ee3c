"""masm.regex_cache.regex gives what re.compile gives, from a program kept on disk after the first process."""
from __future__ import annotations

import os
import re

import pytest

from masm import datacache, regex_cache
from masm.regex_cache import regex

PATTERNS = [
    (r"\s*(?:(0[xX][0-9a-fA-F]+|\d+)(?![\w.])|('(?:[^'\\]|\\.)')|([A-Za-z_.$@][\w.$@]*))", re.ASCII),
    (r"([vs])(?:(\d+)(?![\w.@$])|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])", re.IGNORECASE),
    (r"(?P<name>[a-z_]\w*)\s*=\s*(?P<value>.+)$", re.MULTILINE),
    (r"""
        (?P<num> \d+ )      # a number
      | (?P<word> [^\W\d]\w* )
    """, re.VERBOSE | re.UNICODE),
    (r"^(-?)\|([^|]+)\|$", 0),
    (r"é+|ß", re.IGNORECASE),
]
TEXTS = ["v12", "S[4:7]", "x = 3", "0x1F 'a' _name", "-|v3|", "ÉéSS ß", "", "12 abc"]


def _behaviour(p: re.Pattern) -> list:
    return [p.pattern, p.flags, p.groups, p.groupindex] + \
        [[m.span() + m.groups() for m in p.finditer(t)] for t in TEXTS]


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(regex_cache, "_kept", None)
    return tmp_path


def test_same_patterns_as_re_compile(fresh_cache, monkeypatch):
    made = [regex(p, f) for p, f in PATTERNS]                  # compiled, programs kept
    assert [_behaviour(p) for p in made] == [_behaviour(re.compile(p, f)) for p, f in PATTERNS]
    assert made == [re.compile(p, f) for p, f in PATTERNS]      # text, flags and program alike
    datacache.flush()                                           # (written when the process ends)
    assert any(name.startswith("regex-programs-") for name in os.listdir(fresh_cache / "masm"))

    # a new process reads every program from the disk: re's parser is never asked
    monkeypatch.setattr(regex_cache, "_kept", None)
    monkeypatch.setattr(re._parser, "parse", lambda *a: pytest.fail("parsed again"))
    again = [regex(p, f) for p, f in PATTERNS]
    assert again == [re.compile(p, f) for p, f in PATTERNS]
    assert [_behaviour(p) for p in again] == [_behaviour(p) for p in made]


def test_bad_patterns_and_damaged_programs(fresh_cache, monkeypatch):
    with pytest.raises(re.error):                               # re's own error, as re.compile raises it
        regex(r"(unclosed")
    pattern = regex(r"a(b+)c")
    assert pattern == re.compile(r"a(b+)c")
    monkeypatch.setattr(regex_cache, "_kept", {(r"a(b+)c", 0): (0, [999999], 5, {}, ())})   # not a program
    assert regex(r"a(b+)c") == re.compile(r"a(b+)c")
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    monkeypatch.setattr(regex_cache, "_kept", None)
    assert regex(r"x+", re.I) == re.compile(r"x+", re.I)
