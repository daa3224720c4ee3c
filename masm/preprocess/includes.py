"""`#include` search: the including file's folder, then the -I folders, then the standard macros (masm/stdlib/)."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

import masm


def stdlib_dir() -> Path | None:
    """The standard macros' folder: shipped inside the package, so a wheel install finds them as a checkout does."""
    folder = Path(masm.__file__).resolve().parent / "stdlib"
    return folder if folder.is_dir() else None


def search_dirs(including_file: str, include_dirs: Sequence[str]) -> list[Path]:
    dirs: list[Path] = []
    if including_file and not including_file.startswith("<") and including_file != "-":
        dirs.append(Path(including_file).parent)
    else:
        dirs.append(Path.cwd())
    dirs.extend(Path(d) for d in include_dirs)
    stdlib = stdlib_dir()
    if stdlib is not None:
        dirs.append(stdlib)
    return dirs


def find_include(name: str, including_file: str, include_dirs: Sequence[str]) -> tuple[Path | None, list[Path]]:
    """(path found or None, folders searched)."""
    dirs = search_dirs(including_file, include_dirs)
    candidate = Path(name)
    if candidate.is_absolute():
        return (candidate if candidate.is_file() else None), []
    for folder in dirs:
        path = folder / candidate
        if path.is_file():
            return path, dirs
    return None, dirs
