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


def test_library_patterns_are_kept_while_the_block_runs(fresh_cache, monkeypatch):
    """Inside `library_patterns`, `re.compile` (as a library loading calls it) is `regex`: the same patterns, and in a
    later process no pattern is parsed again; `re.compile` is itself again afterwards, also after an error."""
    real = re.compile
    with regex_cache.library_patterns():
        made = [re.compile(p, f) for p, f in PATTERNS]
        assert re.compile is regex
    assert re.compile is real and made == [real(p, f) for p, f in PATTERNS]
    with pytest.raises(re.error), regex_cache.library_patterns():
        re.compile(r"(unclosed")
    assert re.compile is real
    datacache.flush()
    monkeypatch.setattr(regex_cache, "_kept", None)
    monkeypatch.setattr(re._parser, "parse", lambda *a: pytest.fail("parsed again"))
    with regex_cache.library_patterns():
        assert [re.compile(p, f) for p, f in PATTERNS] == made


def _parsed_in_two_processes(tmp_path, script: str) -> list[str]:
    """What `script` prints, run in two fresh processes sharing a disk cache."""
    import subprocess
    import sys
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    env.pop("MASM_NO_CACHE", None)
    return [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout
            for _ in range(2)]


def test_loading_the_command_line_parses_no_pattern_twice(tmp_path):
    """masm and click load with `library_patterns`: a second process loading the command line parses no pattern made
    in those blocks (masm's, click's, those of the standard modules they load; a bytes pattern is never kept), and
    re.compile is re's own afterwards."""
    script = ("import re, re._parser as parser\n"
              "real, parsed, own = parser.parse, [], re.compile\n"
              "def parse(pattern, *a, **k):\n"
              "    if re.compile is not own and isinstance(pattern, str):\n"
              "        parsed.append(pattern)\n"
              "    return real(pattern, *a, **k)\n"
              "parser.parse = parse\n"
              "import masm.cli\n"
              "print(len(parsed), re.compile is masm.regex_cache._re_compile)\n")
    first, second = (run.split() for run in _parsed_in_two_processes(tmp_path, script))
    assert int(first[0]) > 20 and second == ["0", "True"] and first[1] == "True"


def test_pyyaml_loads_with_its_patterns_kept(tmp_path):
    """A process importing PyYAML through metadata_yaml.yaml_module after another one parses none of its patterns,
    and its patterns are what re.compile makes of them."""
    script = ("import re, re._parser as parser\n"
              "from masm.codeobject.metadata_yaml import yaml_module\n"
              "parsed = []\n"
              "real = parser.parse\n"
              "parser.parse = lambda *a, **k: parsed.append(a[0]) or real(*a, **k)\n"
              "yaml = yaml_module()\n"
              "parser.parse = real\n"
              "from yaml import reader, resolver\n"
              "pattern = reader.Reader.NON_PRINTABLE\n"
              "assert pattern == re.compile(pattern.pattern, pattern.flags)\n"
              "print(len(parsed), len(resolver.Resolver.yaml_implicit_resolvers))\n")
    first, second = (run.split() for run in _parsed_in_two_processes(tmp_path, script))
    assert int(first[0]) >= 9 and second == ["0", first[1]]


def test_the_expression_lexer_loads_with_its_patterns_kept(tmp_path):
    """PLY builds the constant-expression lexer from its token rules once per process: after a first process, the
    next parses none of the rules' patterns, and the lexer reads expressions as before."""
    script = ("import re, re._parser as parser\n"
              "from masm.preprocess import expr\n"
              "parsed = []\n"
              "real = parser.parse\n"
              "parser.parse = lambda *a, **k: parsed.append(a[0]) or real(*a, **k)\n"
              "expr._made_parser()\n"
              "parser.parse = real\n"
              "print(len(parsed), expr.evaluate('(0x10 + 2) * 3 << 1', None), re.compile is expr.re.compile)\n")
    first, second = (run.split() for run in _parsed_in_two_processes(tmp_path, script))
    assert int(first[0]) >= 20 and second == ["0", "108", "True"] and first[1:] == second[1:]
