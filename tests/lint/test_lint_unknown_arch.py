"""An unknown architecture is a located AssemblyError from lint, as from the build."""
import pytest

import masm
from masm.diagnostics import AssemblyError


@pytest.mark.parametrize("filename", ["<input>", "k.masm"])
def test_lint_unknown_arch_is_a_located_error(filename):
    with pytest.raises(AssemblyError) as e:
        masm.lint("s_nop 0", "gfx1030", filename=filename)
    (d,) = e.value.diagnostics
    assert (d.file, d.line, d.column, d.severity) == (filename, 1, 1, "error")
    assert d.message == "unknown architecture 'gfx1030' (known: gfx803, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942)"


def test_lint_known_arch_still_lints():
    assert [d.message for d in masm.lint("s_nop 0\nbogus_op v0", "gfx906")] == ["unknown instruction 'bogus_op'"]


def test_masm_lint_stays_the_function_after_the_lint_package_is_imported():
    import masm.lint  # noqa: F401  (the subpackage of the same name)
    assert callable(masm.lint)
    assert masm.lint("s_endpgm", "gfx900") == [] and masm.lint("s_endpgm", "gfx900") == []


# a file whose .amdgcn_target names a processor masm has no target for: the error at that name, from the build and
# from `masm lint` (which went on to a traceback), and the other files given still linted
_NAMED = [('.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"\n.text\ns_endpgm\n', 1, 36,
           "'gfx1030' is RDNA (gfx10 and later), not a masm target: masm assembles GCN and CDNA (known: gfx803, "
           "gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942)"),
          ('\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx9-generic"\n\t.amdhsa_code_object_version 6\ns_endpgm\n',
           2, 37, "the generic target 'gfx9-generic' (code object v6) is not supported: build for one processor "
                  "(known: gfx803, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942)"),
          ('.amdgcn_target "amdgcn-amd-amdhsa--gfx600"\n', 1, 36,
           "unknown architecture 'gfx600' (known: gfx803, gfx900, gfx906, gfx908, gfx90a, gfx940, gfx941, gfx942)")]


@pytest.mark.parametrize("source, line, column, message", _NAMED)
def test_a_processor_the_file_names_is_checked_at_its_name(source, line, column, message):
    with pytest.raises(AssemblyError) as e:
        masm.build(source, filename="k.s")
    assert [(d.line, d.column, d.message) for d in e.value.diagnostics] == [(line, column, message)]


def test_masm_lint_of_such_files_reports_them_and_lints_the_others(tmp_path):
    from click.testing import CliRunner
    from masm.cli import main
    paths = []
    for n, (source, _, _, _) in enumerate(_NAMED):
        paths.append(tmp_path / f"k{n}.s")
        paths[-1].write_text(source)
    good = tmp_path / "good.s"
    good.write_text("s_nop 0\nbogus_op v0\n")
    r = CliRunner().invoke(main, ["lint", *map(str, paths), str(good)])
    assert r.exception is None or isinstance(r.exception, SystemExit)
    assert r.exit_code == 1
    assert r.output.splitlines() == [f"{p}:{line}:{column}: error: {message}"
                                     for p, (_, line, column, message) in zip(paths, _NAMED)] + \
        [f"{good}:2:1: error: unknown instruction 'bogus_op'"]
