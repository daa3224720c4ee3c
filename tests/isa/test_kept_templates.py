"""Templates kept between processes (masm/isa/kept_templates.py): a later process encodes a shape with the template
an earlier one built, and must give exactly what the full encoder gives, as a template built in-process does."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from masm import datacache
from masm.diagnostics import SourceLoc
from masm.isa import encoder, kept_templates, roundtrip

from isa_corpus import load_corpus
from test_templates import _NAMED_LINES, _NUMBER_LINES, _counting_encodes, _fast, _full, _mutate

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def keeping(tmp_path, monkeypatch):
    """A fresh cache folder with templates kept; `restart()` forgets everything a process holds in memory."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("MASM_NO_CACHE", raising=False)
    was = datacache.KEEP_TEMPLATES[0]
    datacache.KEEP_TEMPLATES[0] = True

    def restart():
        datacache.flush()
        encoder.clear_caches()
        roundtrip.clear()       # (disasm's kept shapes: tests/isa/test_isa_kept_roundtrip.py)

    restart()
    try:
        yield restart
    finally:
        restart()
        datacache.KEEP_TEMPLATES[0] = was


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx940"])
def test_kept_templates_agree_with_full_encoder(keeping, arch):
    """Process 1 builds templates from every corpus line and one variant; process 2 encodes fresh variants, each
    shape's first line with the kept template: the same bytes, register use or error as the full encoder."""
    rng = random.Random(f"kept-{arch}")
    lines = [text for text, _ in load_corpus(arch)] + list(_NUMBER_LINES) + list(_NAMED_LINES)
    for text in lines:
        for variant in (text, _mutate(text, rng)):
            _fast(variant, arch)
    keeping()
    disagreements = []
    for text in lines:
        v = _mutate(text, rng)
        fast, full = _fast(v, arch), _full(v, arch)
        if fast != full:
            disagreements.append(f"{v!r}: fast {fast} full {full}")
    assert not disagreements, "\n".join(disagreements[:10])


def test_a_later_process_builds_no_kept_template_again(keeping):
    texts = [f"v_mul_f32 v{n}, 0x{n + 77:x}, v{n + 1}" for n in (3, 8, 20)] + \
        [f"s_waitcnt vmcnt({n}) lgkmcnt({n % 7})" for n in (1, 2, 3)] + [f"v_mov_b32 v1, {x}" for x in (1.5, 7.25)]
    first = _counting_encodes([(text, "gfx900") for text in texts])      # (from empty caches: a new process)
    assert len(first) > 6
    keeping()
    later = [f"v_mul_f32 v{n}, 0x{n + 99:x}, v{n + 2}" for n in (5, 9)] + \
        ["s_waitcnt vmcnt(7) lgkmcnt(4)", "v_mov_b32 v2, 3.75"]
    assert _counting_encodes([(text, "gfx900") for text in later]) == []


def test_without_the_command_line_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert datacache.KEEP_TEMPLATES[0] is False         # (in-process callers and the tests: the default)
    encoder.clear_caches()
    for n in (3, 8, 9):
        encoder.encode(f"v_add_f32 v{n}, v{n + 1}, v{n + 2}", "gfx900", SourceLoc("t", 1, 1))
    datacache.flush()
    encoder.clear_caches()
    folder = tmp_path / "cache" / "masm"
    assert not folder.exists() or not any(name.startswith(kept_templates.ENTRY) for name in os.listdir(folder))


def test_two_builds_with_kept_templates_write_the_same_code_object(tmp_path):
    """`masm build` twice (the second reading what the first kept) and once with the cache off: one code object."""
    source = tmp_path / "k.s"
    rng = random.Random(5)
    source.write_text("\n".join(f"v_mul_f32 v{rng.randrange(256)}, {rng.uniform(5, 900):.3f}, v{rng.randrange(256)}"
                                f"\ns_waitcnt vmcnt({rng.randrange(64)}) "
                                f"lgkmcnt({rng.randrange(16)})\nds_read_b32 v{rng.randrange(256)}, "
                                f"v{rng.randrange(256)} offset:{rng.randrange(65536)}" for _ in range(300))
                      + "\ns_endpgm\n")
    outputs = []
    for n, env in enumerate(({"XDG_CACHE_HOME": str(tmp_path / "c")}, {"XDG_CACHE_HOME": str(tmp_path / "c")},
                             {"MASM_NO_CACHE": "1"})):
        out = tmp_path / f"k{n}.hsaco"
        run = subprocess.run([sys.executable, "-m", "masm.cli", "build", str(source), "--arch", "gfx900", "-o",
                              str(out), "--quiet"], cwd=ROOT, capture_output=True, text=True,
                             env={**os.environ, **env, "PYTHONPATH": ROOT})
        assert run.returncode == 0, run.stderr
        outputs.append(out.read_bytes())
    assert any(name.startswith(kept_templates.ENTRY) for name in os.listdir(tmp_path / "c" / "masm"))
    assert outputs[0] == outputs[1] == outputs[2]


def test_a_mnemonic_keeps_at_most_its_limit_of_shapes(keeping, monkeypatch):
    """The disk entries stay bounded: beyond SHARD_LIMIT shapes of one mnemonic, a template is not kept (it is
    still built and used in the process)."""
    monkeypatch.setattr(kept_templates, "SHARD_LIMIT", 2)
    shapes = ["v_add_f32 v{}, v{}, v{}", "v_add_f32 v{}, s{}, v{}", "v_add_f32 v{}, -v{}, v{}", "v_add_f32 v{}, v{}, -v{}"]
    for shape in shapes:
        for n in (1, 5):
            text = shape.format(n, n + 1, n + 2)
            assert _fast(text, "gfx900") == _full(text, "gfx900")
    assert len(kept_templates.shard(kept_templates.ENTRY, "gfx900", "v_add_f32")) == 2


_COUNT_MADE = """
import sys
from masm import datacache
from masm.cli import main
from masm.isa import table
datacache.KEEP_TEMPLATES[0] = True
try:
    main(sys.argv[1:])
except SystemExit:
    pass
datacache.flush()
made = table._family(table.check_arch("gfx900")).defs
print(sum(d is not None for d in made), len(made))
"""


def test_a_later_build_makes_only_the_forms_of_its_mnemonics(tmp_path):
    """A build that revives kept templates makes the table entries of the mnemonics it uses, not the architecture's
    whole table (making all ~1,900 entries cost a cold build ~7 ms), and writes the same code."""
    source = tmp_path / "k.s"
    source.write_text("".join(f"v_add_f32 v{n}, v{n + 1}, v{n + 2}\ns_load_dword s{n}, s[2:3], 0x{4 * n:x}\n"
                              for n in range(1, 9)) + "s_endpgm\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "c"), "PYTHONPATH": ROOT}
    env.pop("MASM_NO_CACHE", None)
    counts, outputs = [], []
    for n in range(2):
        out = tmp_path / f"k{n}.bin"
        run = subprocess.run([sys.executable, "-c", _COUNT_MADE, "build", str(source), "--arch", "gfx900", "-o",
                              str(out), "--format", "raw", "--quiet"], cwd=ROOT, capture_output=True, text=True,
                             env=env)
        assert run.returncode == 0, run.stderr
        counts.append(tuple(map(int, run.stdout.split())))
        outputs.append(out.read_bytes())
    assert any(name.startswith(kept_templates.ENTRY) for name in os.listdir(tmp_path / "c" / "masm"))
    made, total = counts[1]
    assert 0 < made < 50 < total
    assert outputs[0] == outputs[1]


def test_the_entries_are_keyed_by_every_source_of_the_isa_layer():
    """The key covers each module and table file of masm/isa (as glob lists them), so a change to any starts afresh."""
    import glob
    here = os.path.join(ROOT, "masm", "isa")
    expected = sorted(glob.glob(os.path.join(here, "*.py"))) + sorted(glob.glob(os.path.join(here, "tables", "*")))
    assert kept_templates._sources() == [p for p in expected if os.path.isfile(p)]
    assert len(kept_templates._sources()) > 20


def test_a_template_revived_from_its_code_arguments_is_the_one_its_recipe_makes(keeping):
    """A kept template is revived from the key and numbers of its code where this process made that code already,
    else from its recipe (kept_templates._revived): both ways give the same code with the same numbers, for every
    shape kept from the corpus and its variants."""
    from masm.isa import templates
    rng = random.Random("kept-arguments")
    lines = [text for text, _ in load_corpus("gfx900")] + list(_NUMBER_LINES)
    for text in lines:
        for variant in (text, _mutate(text, rng)):
            _fast(variant, "gfx900")
    keeping()
    compared = 0
    for mnemonic in sorted({text.split(None, 1)[0] for text in lines if text.strip()}):
        for kept in kept_templates.shard(kept_templates.ENTRY, "gfx900", mnemonic).values():
            templates._RECIPES.clear()
            from_recipe = kept_templates._revived("gfx900", kept)       # (its code's key not made yet)
            from_arguments = kept_templates._revived("gfx900", kept)    # (made now)
            assert from_arguments.source == from_recipe.source
            assert list(from_arguments.arguments[1]) == list(from_recipe.arguments[1])
            assert from_arguments.arguments[0] == from_recipe.arguments[0]
            compared += 1
    assert compared > 1_000
