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
