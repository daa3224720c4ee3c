"""Start-up (every `masm` command is a fresh process): a command imports what it uses, and what a process makes once
is no more than its input needs.  These tests run the command line in a fresh interpreter and look at what it
loaded."""
from __future__ import annotations

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_LOADED = """
import sys
from masm import datacache
datacache.KEEP_TEMPLATES[0] = sys.argv[1] == "keep"     # (as the console script's entry sets it)
from masm.cli import main
try:
    main(sys.argv[2:])
except SystemExit as e:
    code = e.code
print()
print(code, " ".join(sorted(m for m in sys.modules if m.startswith("masm"))))
"""


def _run(tmp_path, *args, keep: bool = False) -> tuple[int, set[str], str]:
    """Run `masm ARGS` in a fresh interpreter, keeping the encoder's templates as the console script does when `keep`:
    (its exit code, the masm modules it imported, what it printed)."""
    env = {**os.environ, "PYTHONPATH": ROOT, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-c", _LOADED, "keep" if keep else "-", *map(str, args)], cwd=ROOT,
                         capture_output=True, text=True, env=env)
    printed, _, last = run.stdout.rstrip("\n").rpartition("\n")
    code, _, modules = last.partition(" ")
    return int(code), set(modules.split()), printed


def _loaded(tmp_path, *args) -> tuple[int, set[str]]:
    """Run `masm ARGS` in a fresh interpreter: (its exit code, the masm modules it imported)."""
    return _run(tmp_path, *args)[:2]


def test_a_plain_build_imports_only_what_it_uses(tmp_path):
    """A build of plain instructions reads facts of its words (the checks) but prints none (the printer), writes no
    `masm expand` text (kernel_relative) and merges no strings (xxhash)."""
    source = tmp_path / "k.s"
    source.write_text("".join(f"v_add_f32 v{n}, v{n + 1}, v{n + 2}\nbuffer_load_dword v{n}, v9, s[4:7], 0 offen\n"
                              for n in range(1, 6)) + "s_waitcnt vmcnt(0)\ns_endpgm\n")
    for _ in range(2):      # (the second with what the first kept in the disk cache)
        code, modules = _loaded(tmp_path, "build", source, "-o", tmp_path / "k.bin", "--format", "raw")
        assert code in (0, None)
        assert (tmp_path / "k.bin").stat().st_size > 40
        assert {"masm.pipeline", "masm.checks.facts", "masm.isa.form_reader"} <= modules
        assert not modules & {"masm.isa.printer", "masm.kernel_relative", "masm.codeobject.xxhash"}


_COLLECTOR = """
import gc, sys
if sys.argv[1] == "off":
    gc.disable()
import masm.cli
print(gc.isenabled())
"""


def test_loading_the_command_line_leaves_the_cycle_collector_as_it_was(tmp_path):
    """masm and the command line load with the collector off (their objects are long-lived) and leave it as they
    found it: on for a library caller or a test, off where the caller turned it off."""
    env = {**os.environ, "PYTHONPATH": ROOT}
    for state, expected in (("on", "True"), ("off", "False")):
        run = subprocess.run([sys.executable, "-c", _COLLECTOR, state], cwd=ROOT, capture_output=True, text=True,
                             env=env)
        assert run.stdout.split() == [expected], run.stderr


def test_a_code_object_report_imports_no_simulator(tmp_path):
    """`masm report` reads a kernel's descriptor words with codeobject.descriptor_fields, not the simulator's loader
    (importing masm.sim loads all of it and numpy: ~70 ms of a small report)."""
    source = tmp_path / "k.s"
    source.write_text("v_add_f32 v1, v2, v3\ns_endpgm\n")
    code, _ = _loaded(tmp_path, "build", source, "-o", tmp_path / "k.hsaco")
    assert code in (0, None)
    code, modules = _loaded(tmp_path, "report", tmp_path / "k.hsaco")
    assert code in (0, None)
    assert "masm.codeobject.report" in modules and not any(m.startswith("masm.sim") for m in modules)


def test_a_disassembly_of_kept_shapes_loads_no_encoder(tmp_path):
    """A disassembly checks each shape's text by encoding it once, and the command line keeps the shapes that came
    back: a later one of the same words prints the same text without loading the encoder."""
    words = tmp_path / "w.bin"
    words.write_bytes(bytes.fromhex("000080bf" "0102047e" "7f0000bf" "000082bf"))   # s_nop 0, v_mov_b32, s_endpgm …
    (_, first, text), (_, second, again) = [_run(tmp_path, "disasm", words, "--arch", "gfx900", keep=True)
                                            for _ in range(2)]
    assert text == again and "s_nop 0" in text and "v_mov_b32" in text
    assert "masm.isa.encoder" in first and "masm.isa.encoder" not in second
    assert text == _run(tmp_path, "disasm", words, "--arch", "gfx900")[2]      # (and the encoder's own text)


_STDLIB_LOADED = """
import sys
from masm.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print()
print(" ".join(sorted(m for m in ("tempfile", "shutil", "pathlib", "lzma", "bz2") if m in sys.modules)))
"""


def test_a_plain_build_imports_no_tempfile_nor_pathlib(tmp_path):
    """The output's temporary file is made without `tempfile` (which brings shutil, lzma, bz2 and random: ~5 ms of
    every command), and a plain file's build, which reads no include, without `pathlib` (~4 ms); the output is
    still written whole, and a file of the preprocessor's dialect still finds its includes."""
    # (-S: no site hooks, which may import these themselves, as a sandbox's certifi `.pth` or an editable install's
    # finder do; the dependencies are found through PYTHONPATH)
    import site
    path = os.pathsep.join([ROOT, *site.getsitepackages(), site.getusersitepackages()])
    env = {**os.environ, "PYTHONPATH": path, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    source = tmp_path / "k.s"
    source.write_text("v_add_f32 v1, v2, v3\ns_endpgm\n")
    run = subprocess.run([sys.executable, "-S", "-c", _STDLIB_LOADED, "build", str(source), "-o", str(tmp_path / "k.bin"),
                          "--format", "raw", "--quiet"], cwd=ROOT, capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.rstrip("\n").rpartition("\n")[2] == ""
    assert (tmp_path / "k.bin").read_bytes()[-4:] == bytes.fromhex("000081bf")     # s_endpgm, the last word
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    (tmp_path / "inc.inc").write_text("v_mov_b32 v1, 0\n")
    hetpas = tmp_path / "h.masm"
    hetpas.write_text('#include "inc.inc"\ns_endpgm\n')
    run = subprocess.run([sys.executable, "-S", "-m", "masm.cli", "build", str(hetpas), "-o", str(tmp_path / "h.bin"),
                          "--format", "raw", "--quiet"], cwd=ROOT, capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "h.bin").read_bytes() == bytes.fromhex("800202 7e".replace(" ", "") + "000081bf")
