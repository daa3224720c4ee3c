"""The ISA tables and operand limits come from a disk cache (masm/datacache.py) after the first start: what the cache
gives must be exactly what the committed JSON gives, and a damaged, foreign or unwritable cache only costs time."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from masm import datacache
from masm.isa import table
from masm.isa.encode_operands import operand_limits

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FAMILIES = ("gfx8", "gfx9", "gfx90a", "gfx940")


def _plain(defs) -> list:
    return [(d.key, d.name, d.mnemonic, d.fmt, d.opcode, d.archs, d.operands, d.fixed, d.reads, d.writes, d.flags,
             d.type, d.doc, d.syntax) for d in defs]


def _fresh(family: str, monkeypatch) -> tuple:
    """family_table and operand_limits of `family` made again in this process (the functools caches bypassed)."""
    monkeypatch.setattr(table, "_FAMILY_ALIASES", {})
    fam = table._Family(family)
    defs = [fam.instr(i) for i in range(len(fam.rows))]
    # equal operands are one object each, as when made from the JSON
    assert len({id(o) for d in defs for o in d.operands}) == len({o for d in defs for o in d.operands})
    return _plain(defs), dict(table._FAMILY_ALIASES[family]), operand_limits.__wrapped__(family)


@pytest.mark.parametrize("family", FAMILIES)
def test_cached_tables_equal_the_json(family, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    from_json = _fresh(family, monkeypatch)
    assert not os.path.exists(tmp_path / "masm")            # turned off: nothing written
    monkeypatch.delenv("MASM_NO_CACHE")
    first = _fresh(family, monkeypatch)                      # made, then written
    written = sorted(os.listdir(tmp_path / "masm"))
    assert any(name.startswith(f"isa-{family}-") for name in written)
    assert any(name.startswith(f"operand-limits-{family}-") for name in written)
    second = _fresh(family, monkeypatch)                     # read from the cache
    assert first == from_json and second == from_json


def test_damaged_or_unwritable_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    source = tmp_path / "source.txt"
    source.write_text("one")
    assert datacache.cached("t", [str(source)], lambda: {"a": (1, frozenset({"x"}))}) == {"a": (1, frozenset({"x"}))}
    [entry] = os.listdir(tmp_path / "masm")
    assert datacache.cached("t", [str(source)], lambda: pytest.fail("not read from the cache")) == \
        {"a": (1, frozenset({"x"}))}
    path = tmp_path / "masm" / entry
    data = bytearray(path.read_bytes())
    data[-3] ^= 0xFF                                          # a damaged entry is made again (and rewritten)
    path.write_bytes(bytes(data))
    assert datacache.cached("t", [str(source)], lambda: "made again") == "made again"
    assert datacache.cached("t", [str(source)], lambda: pytest.fail("not rewritten")) == "made again"
    source.write_text("two")                                  # another source: another entry
    assert datacache.cached("t", [str(source)], lambda: 2) == 2
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))        # no folder can be made there
    assert datacache.cached("t", [str(source)], lambda: 3) == 3
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/folder")   # not a place for a cache
    assert datacache.cached("t", [str(source)], lambda: 4) == 4
    assert not os.path.exists("relative")


def test_build_where_no_cache_can_be_written(tmp_path):
    """A fresh process whose cache folder cannot be made (its parent is a file) builds the same bytes."""
    blocked = tmp_path / "file"
    blocked.write_text("")
    src = tmp_path / "k.s"
    src.write_text("v_add_f32 v1, v2, v3\ns_load_dwordx4 s[4:7], s[0:1], 0x10\ns_endpgm\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(blocked), PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-c", "import masm, sys; sys.stdout.write(masm.assemble("
                          "open(sys.argv[1]).read(), 'gfx900').hex())", str(src)],
                         capture_output=True, text=True, env=env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    from masm import assemble
    assert out.stdout == assemble(src.read_text(), "gfx900").hex()


def _same_code(a, b) -> bool:
    """Code objects with the same instructions, names and constants (nested code compared the same way)."""
    if type(a) is not type(b):
        return False
    if not hasattr(a, "co_code"):
        return a == b
    return (a.co_code, a.co_names, a.co_varnames, a.co_freevars, a.co_cellvars) == \
        (b.co_code, b.co_names, b.co_varnames, b.co_freevars, b.co_cellvars) and \
        len(a.co_consts) == len(b.co_consts) and all(map(_same_code, a.co_consts, b.co_consts))


def test_template_code_from_the_cache(tmp_path, monkeypatch):
    """The templates' code read back from the disk cache is the code compile() makes of the same text, and the
    templates made from it encode what the full encoder encodes."""
    from masm.diagnostics import SourceLoc
    from masm.isa import encoder, templates
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    lines = [f"v_fma_f32 v{n}, v{n + 1}, s{n % 90}, v{n + 3}" for n in range(0, 200, 7)] + \
        [f"s_load_dwordx4 s[{4 * n}:{4 * n + 3}], s[0:1], 0x{16 * n:x}" for n in range(20)] + \
        [f"ds_write2_b32 v{n}, v{n + 1}, v{n + 2} offset0:{n} offset1:{n + 5}" for n in range(30)]
    loc = SourceLoc("t.s", 1, 1)

    def encoded() -> list:
        encoder.clear_caches()
        return [encoder.encode(line, "gfx900", loc).data for line in lines]

    from masm import datacache
    compiled: list[str] = []
    real_compile = compile

    def counting_compile(source, *args):
        compiled.append(source)
        return real_compile(source, *args)
    monkeypatch.setattr(templates, "compile", counting_compile, raising=False)
    first = encoded()
    texts = list(templates._FACTORIES)
    assert texts and sorted(compiled) == sorted(texts)          # made and kept, one entry per text
    assert len([f for f in os.listdir(tmp_path / "masm") if f.startswith("template-")]) == len(texts)
    for text in texts:
        kept_text, code = datacache.load("template", text)
        assert kept_text == text and _same_code(code, real_compile(text, "<masm template>", "exec"))
    compiled.clear()
    second = encoded()                                          # a new process's templates: all from the cache
    assert compiled == [] and sorted(templates._FACTORIES) == sorted(texts)
    datacache.store("template", texts[0], ("another text", None))  # an entry that is not this text's is not used
    encoder.clear_caches()
    encoded()
    assert compiled == [texts[0]]
    reference = [encoder._encode(line, "gfx900", loc, ()).data for line in lines]
    assert first == second == reference
    encoder.clear_caches()


def test_a_killed_writers_temporary_file_is_removed_by_the_next_write(tmp_path):
    """A write killed between creating its temporary file and renaming it leaves `ENTRY.PID.tmp`; the next write of
    that entry removes it once it is old, and leaves a recent one (a writer still at work) alone."""
    entry = str(tmp_path / "isa-gfx9-0123.marshal")
    stale, live = entry + ".4242.tmp", entry + ".4343.tmp"
    for path in (stale, live):
        with open(path, "wb") as f:
            f.write(b"partial")
    old = os.stat(stale).st_mtime - datacache.STALE_SECONDS - 5
    os.utime(stale, (old, old))
    datacache._write(entry, {"x": 1})
    assert not os.path.exists(stale)
    assert os.path.exists(live)
    assert datacache._read(entry) == {"x": 1}
