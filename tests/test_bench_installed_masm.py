"""tools/installed_masm.py: the benchmarks run masm installed from its wheel in a venv of its own, made once per
content of the sources; the digest that names the venv must follow every file the wheel is made of."""
from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from installed_masm import masm_cwd, masm_env, sources_digest  # noqa: E402


def _tree(tmp_path):
    (tmp_path / "masm" / "isa").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'masm'\n")
    (tmp_path / "masm" / "__init__.py").write_text("")
    (tmp_path / "masm" / "isa" / "table.json").write_text("{}")
    return tmp_path


def test_digest_follows_content_names_and_pyproject_not_bytecode(tmp_path):
    root = _tree(tmp_path)
    first = sources_digest(str(root))
    assert sources_digest(str(root)) == first
    (root / "masm" / "__pycache__").mkdir()
    (root / "masm" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    (root / "masm" / "isa" / "y.pyc").write_bytes(b"\0")
    assert sources_digest(str(root)) == first                      # (bytecode is no source)
    (root / "masm" / "isa" / "table.json").write_text("{ }")
    changed = sources_digest(str(root))
    assert changed != first                                        # a data file's content
    (root / "masm" / "isa" / "table.json").rename(root / "masm" / "isa" / "table2.json")
    renamed = sources_digest(str(root))
    assert renamed not in (first, changed)                         # a file's name
    (root / "pyproject.toml").write_text("[project]\nname = 'masm'\nversion = '2'\n")
    assert sources_digest(str(root)) not in (first, changed, renamed)


def test_the_wheel_runs_in_an_empty_folder_without_pythonpath(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", ROOT)
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    wheel, current = masm_env("wheel"), masm_env("current")
    assert "PYTHONPATH" not in wheel and "PYTHONDONTWRITEBYTECODE" not in wheel
    assert current["PYTHONPATH"] == ROOT and "PYTHONDONTWRITEBYTECODE" not in current
    cwd = masm_cwd("wheel")
    assert not os.path.realpath(cwd).startswith(os.path.realpath(ROOT) + os.sep)
    open(os.path.join(cwd, "nt.py"), "w").close()                  # (a stray module would shadow `nt`)
    assert os.listdir(masm_cwd("wheel")) == []
    assert masm_cwd("current") == ROOT
