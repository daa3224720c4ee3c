"""`#include` search: the including file's folder, then the -I folders, then the package's stdlib_macros/."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

import masm


def stdlib_macros_dir() -> Path | None:
    repo_level = Path(masm.__file__).resolve().parent.parent / "stdlib_macros"
    if repo_level.is_dir():
        return repo_level
    packaged = Path(masm.__file__).resolve().parent / "stdlib_macros"
    return packaged if packaged.is_dir() else None


def search_dirs(including_file: str, include_dirs: Sequence[str]) -> list[Path]:
    dirs: list[Path] = []
    if including_file and not including_file.startswith("<") and including_file != "-":
        dirs.append(Path(including_file).parent)
    else:
        dirs.append(Path.cwd())
    dirs.extend(Path(d) for d in include_dirs)
    stdlib = stdlib_macros_dir()
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
