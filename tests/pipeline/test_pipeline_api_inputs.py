"""The library's entry points take what a Python caller naturally passes: a source as bytes (read from a file), one
include folder as a str or Path (not a list of its characters); anything else is a clear TypeError."""
from __future__ import annotations

from pathlib import Path

import pytest

import masm
from masm.diagnostics import AssemblyError

KERNEL = "#include \"step.inc\"\nkernel k\n  STEP()\n  s_endpgm\nendkernel\n"


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "step.inc").write_text("#macro STEP()\n  s_nop 3\n#endm\n")
    return tmp_path / "inc"


@pytest.mark.parametrize("as_folders", [str, Path, lambda p: [p], lambda p: (str(p),), lambda p: [str(p).encode()]])
def test_one_include_folder_or_a_list_of_them(tmp_path, as_folders):
    folders = as_folders(_folder(tmp_path))
    expected = masm.assemble("s_nop 3\ns_endpgm", "gfx900")
    assert masm.assemble(KERNEL, "gfx900", include_dirs=folders) == expected
    assert "s_nop 3" in masm.expand(KERNEL, "gfx900", include_dirs=folders)
    assert [d for d in masm.lint(KERNEL, "gfx900", include_dirs=folders) if d.severity == "error"] == []


def test_a_single_folder_string_is_not_searched_character_by_character(tmp_path):
    with pytest.raises(AssemblyError) as e:
        masm.build(KERNEL, "gfx900", include_dirs="/tmp")
    message = e.value.diagnostics[0].message
    assert "searched:" in message and ", /, " not in message and ", t, " not in message


def test_a_source_given_as_bytes_is_utf8_text(tmp_path):
    folder = _folder(tmp_path)
    text = "// caf\u00e9\n" + KERNEL
    assert masm.assemble(text.encode(), "gfx900", include_dirs=[folder]) == \
        masm.assemble(text, "gfx900", include_dirs=[folder])
    with pytest.raises(AssemblyError) as e:              # undecodable bytes: located like any odd character
        masm.build(b"kernel k\n  s_nop \xff\n  s_endpgm\nendkernel\n", "gfx900")
    d = e.value.diagnostics[0]
    assert (d.line, d.column) == (2, 9) and "U+FFFD" in d.message


@pytest.mark.parametrize("call", [masm.build, masm.assemble, masm.expand, masm.lint])
def test_a_source_of_another_type_is_a_clear_type_error(call):
    with pytest.raises(TypeError, match="source must be the text of a source \\(str, or UTF-8 bytes\\), not NoneType"):
        call(None, "gfx900")
