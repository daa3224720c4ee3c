"""`#include`: finding the file (the including file's folder, then the -I folders, then the standard macros in
masm/stdlib/) and reading it.

Only regular files are included: a directory, a FIFO or a device (`/dev/zero`, `/dev/stdin`) is reported, never read
(a FIFO would block, a device never end).  The kind is checked with `os.stat` before opening, the file is opened
non-blocking and checked again on the open descriptor, and at most MAX_INCLUDE_BYTES are read.  Every problem is an
`IncludeError` with a message for the user; the caller locates it at the `#include`.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Sequence

import masm

MAX_INCLUDE_BYTES = 16 * 1024 * 1024


class IncludeError(Exception):
    """Why an include file cannot be read (the message names the file)."""


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


def _kind(path: Path) -> str | None:
    """"file", "directory", "special" (FIFO, device, socket), an OS error's text, or None when nothing is there."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None
    except (OSError, ValueError) as exc:   # a name too long, a NUL byte, no permission
        return getattr(exc, "strerror", None) or str(exc)
    if stat.S_ISREG(mode):
        return "file"
    return "directory" if stat.S_ISDIR(mode) else "special"


def _problem(name: str, kind: str) -> str:
    if kind == "directory":
        return f"cannot include '{name}': it is a directory"
    if kind == "special":
        return f"cannot include '{name}': it is not a regular file (a FIFO, device or socket)"
    return f"cannot include '{name}': {kind}"


def find_include(name: str, including_file: str, include_dirs: Sequence[str]) -> tuple[Path | None, list[Path]]:
    """(the regular file `name` names, or None; the folders searched)."""
    try:
        return locate_include(name, including_file, include_dirs)
    except IncludeError:
        return None, []


def locate_include(name: str, including_file: str, include_dirs: Sequence[str]) -> tuple[Path | None, list[Path]]:
    """(the regular file `name` names, or None when there is none; the folders searched).  IncludeError when what
    the name names is not a regular file or cannot be looked at (and no regular file comes later in the search)."""
    if "\0" in name:
        raise IncludeError(f"cannot include '{name.replace(chr(0), '?')}': the name contains a NUL character")
    candidate = Path(name)
    dirs = [] if candidate.is_absolute() else search_dirs(including_file, include_dirs)
    first_problem = None
    for path in [candidate] if candidate.is_absolute() else [folder / candidate for folder in dirs]:
        kind = _kind(path)
        if kind == "file":
            return path, dirs
        if kind is not None and first_problem is None:
            first_problem = _problem(name, kind)
    if first_problem is not None:
        raise IncludeError(first_problem)
    return None, dirs


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path` (at most `limit`), opened non-blocking; IncludeError (saying why, without
    the name) for a directory, a FIFO, a device, a file that is too big or one that cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise IncludeError(exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file (a FIFO, device or socket)"
            raise IncludeError(f"it is {kind}")
        if info.st_size > limit:
            raise IncludeError(f"it has {info.st_size:,} bytes; the limit is {limit:,}")
        chunks = []
        size = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                raise IncludeError(f"it has more than {limit:,} bytes")
            chunks.append(chunk)
    except OSError as exc:
        raise IncludeError(exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_include(path: Path, limit: int = MAX_INCLUDE_BYTES) -> str:
    """The text of the include file `path` (a regular file, UTF-8, at most `limit` bytes).  IncludeError otherwise."""
    try:
        data = read_regular_file(path, limit)
    except IncludeError as exc:
        raise IncludeError(f"cannot read include file '{path}': {exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise IncludeError(f"include file '{path}' is not UTF-8 text (byte 0x{data[exc.start]:02x} on line "
                           f"{line})") from None
