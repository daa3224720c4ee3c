"""masm.datacache remembers a settled source file's digest by the file's identity: an unchanged source is not read
again, and any write to it (even of the same size) gives a new entry."""
from __future__ import annotations

import builtins
import os

import pytest

from masm import datacache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(datacache, "_source_digests", None)
    return tmp_path


def _reads_of(path, monkeypatch) -> list:
    reads = []
    real_open = builtins.open

    def counting_open(file, *args, **kwargs):
        if os.fspath(file) == os.fspath(path):
            reads.append(file)
        return real_open(file, *args, **kwargs)
    monkeypatch.setattr(builtins, "open", counting_open)
    return reads


def test_a_settled_source_is_not_read_again(cache, monkeypatch):
    source = cache / "table.json"
    source.write_text("one")
    monkeypatch.setattr(datacache, "SETTLED_NS", 0)            # (a real file must be 3 s old)
    assert datacache.cached("t", [str(source)], lambda: 1) == 1
    monkeypatch.setattr(datacache, "_source_digests", None)    # a new process
    reads = _reads_of(source, monkeypatch)
    assert datacache.cached("t", [str(source)], lambda: pytest.fail("not kept")) == 1
    assert reads == []
    source.write_text("two")                                   # same size, new bytes: read, and a new entry
    assert datacache.cached("t", [str(source)], lambda: 2) == 2
    assert len(reads) == 1
    monkeypatch.setattr(datacache, "_source_digests", None)
    assert datacache.cached("t", [str(source)], lambda: pytest.fail("not kept")) == 2


def test_a_fresh_source_is_read_every_time(cache, monkeypatch):
    source = cache / "table.json"
    source.write_text("one")
    assert datacache.cached("t", [str(source)], lambda: 1) == 1
    reads = _reads_of(source, monkeypatch)
    monkeypatch.setattr(datacache, "_source_digests", None)
    assert datacache.cached("t", [str(source)], lambda: pytest.fail("not kept")) == 1
    assert len(reads) == 1                                      # its digest was not remembered: read again
    assert str(source) not in (datacache._source_digests or {})


def test_a_folder_of_too_many_entries_loses_the_oldest(cache, monkeypatch):
    monkeypatch.setattr(datacache, "MAX_ENTRIES", 20)
    monkeypatch.setattr(datacache, "KEEP_ENTRIES", 15)
    monkeypatch.setattr(datacache, "_swept", set())
    folder = datacache.cache_folder()
    os.makedirs(folder)
    for k in range(25):
        path = os.path.join(folder, f"old-{k:02}.marshal")
        with open(path, "wb") as f:
            f.write(b"x")
        os.utime(path, ns=(k * 10**9, k * 10**9))
    datacache.store("new", "key", 1)
    left = sorted(os.listdir(folder))
    assert left[0].startswith("new-") and left[1:] == [f"old-{k:02}.marshal" for k in range(10, 25)]
    assert datacache.load("new", "key") == 1


def test_the_folder_follows_the_environment(tmp_path, monkeypatch):
    """cache_folder is worked out once per setting of MASM_NO_CACHE, XDG_CACHE_HOME and HOME, and follows each change
    of them within a process."""
    monkeypatch.delenv("MASM_NO_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a"))
    assert datacache.cache_folder() == str(tmp_path / "a" / "masm")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "b"))
    assert datacache.cache_folder() == str(tmp_path / "b" / "masm")
    monkeypatch.setenv("XDG_CACHE_HOME", "relative")
    assert datacache.cache_folder() is None
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert datacache.cache_folder() == str(tmp_path / "home" / ".cache" / "masm")
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    assert datacache.cache_folder() is None
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a"))
    assert datacache.cache_folder() is None
    monkeypatch.delenv("MASM_NO_CACHE")
    assert datacache.cache_folder() == str(tmp_path / "a" / "masm")


def test_the_remembered_digests_stay_few(cache, monkeypatch):
    """Every copy of masm's sources (a checkout, a venv, a reinstall) adds its files' digests: beyond the limit those
    of files gone go first, then the oldest, down to half, so the record read at every start stays small."""
    monkeypatch.setattr(datacache, "SETTLED_NS", 0)
    monkeypatch.setattr(datacache, "SOURCE_DIGESTS_LIMIT", 8)

    def source(name: str) -> str:
        path = cache / f"{name}.json"
        path.write_text(name)
        datacache.cached("t", [str(path)], lambda: 0)
        return str(path)
    gone = [source(f"old{n}") for n in range(5)]           # files of an older copy, removed since
    for path in gone:
        os.remove(path)
    present = [source(f"new{n}") for n in range(4)]        # the 9th entry: the 5 gone are dropped
    assert list(datacache._source_digests) == present
    present += [source(f"new{n}") for n in range(4, 10)]   # the 9th again: all exist, the newest 4 stay
    assert list(datacache._source_digests) == present[5:]
    monkeypatch.setattr(datacache, "_source_digests", None)    # a new process reads what was written
    datacache.cached("t", [present[-1]], lambda: 0)
    assert list(datacache._source_digests) == present[5:]
