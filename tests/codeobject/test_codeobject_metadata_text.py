"""The metadata document `masm disasm` writes: maps of the common kind are written without PyYAML
(`plain_metadata_yaml`), which must give PyYAML's text exactly (`pyyaml_metadata`) or decline — on the metadata of
every compiler corpus file and on generated maps with awkward strings, numbers, nesting and empty collections."""
from __future__ import annotations

import os
import re
import sys

import pytest
from hypothesis import given, settings, strategies as st

from masm.codeobject.disassembly import metadata_yaml, plain_metadata_yaml, pyyaml_metadata
from masm.codeobject.metadata_yaml import metadata_msgpack
from masm.diagnostics import SourceLoc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))
from compiler_corpus import corpus_files  # noqa: E402

_BLOCK = re.compile(r"^\s*\.amdgpu_metadata\n(.*?)^\s*\.end_amdgpu_metadata", re.S | re.M)


def _corpus_maps() -> list[tuple[str, dict]]:
    out = []
    for entry in corpus_files():
        with open(entry.path) as f:
            found = _BLOCK.search(f.read())
        if found:
            out.append((entry.name, metadata_msgpack(found.group(1), SourceLoc(entry.path, 1, 1))[1]))
    return out


def test_every_corpus_map_is_written_without_pyyaml_as_pyyaml_writes_it():
    maps = _corpus_maps()
    assert len(maps) > 50
    for name, meta in maps:
        text = plain_metadata_yaml(meta)
        assert text is not None, name
        assert text == pyyaml_metadata(meta), name
        assert metadata_yaml(meta) == text


def test_what_it_declines_goes_to_pyyaml():
    for meta in ({"a": 1}, {"a": []}, {"a": {}}, {"a": [[1, 2]]}, {"a": ["n"]}, {"a": ["5"]}, {"a": [1.5]},
                 {"a": ["x: y"]}, {"a": ["yes"]}, {"a": ["inf"]}, {"a": ["-x"]}, {"a": ["é"]},
                 {"a": [" x"]}, {"a": ["x" * 200]}, {"a": ["a  b"]}, {"a": [".5"]}, {"a": ["*x"]}, []):
        assert plain_metadata_yaml(meta) is None, meta
        if isinstance(meta, dict):
            assert metadata_yaml(meta) == pyyaml_metadata(meta)


_WORDS = st.sampled_from(["OpenCL C", "global", "float*", ".name", ".args", "by_value", "y", "n", "N", "yes", "No",
                          "on", "OFF", "true", "null", "Null", "~", "inf", "nan", ".inf", ".NaN", "Infinity", "0x10",
                          "5", "-3", "1e5", "0", "", "a: b", "a #b", "x,y", "[x]", "{x}", "-", "-x", "*x", "&x",
                          "!x", "'x'", '"x"', "a  b", " a", "a ", "...", "---", "a.b-c_d$e", "<<", "=", "?x",
                          "x" * 130, "a\tb", "a\nb", "é", "%x", "@x", "`x", "|x", ">x", "#x", "._x", ".1"])
_TEXTS = st.one_of(_WORDS, st.text(alphabet="abcXYZ019_.*$-: #,'\"", max_size=8))
_SCALARS = st.one_of(_TEXTS, st.integers(-2**70, 2**70), st.booleans(), st.none(), st.floats(allow_nan=False))
_KEYS = st.one_of(_TEXTS, st.sampled_from([".offset", ".size", ".value_kind", "amdhsa.target", "amdhsa.version"]))
_VALUES = st.recursive(_SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(_KEYS, inner, max_size=4)), max_leaves=24)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(_KEYS, _VALUES, max_size=5))
def test_generated_maps_are_written_as_pyyaml_writes_them_or_declined(meta):
    text = plain_metadata_yaml(meta)
    if text is not None:
        assert text == pyyaml_metadata(meta)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from([".args", ".name", ".sgpr_count", ".language_version"]),
                                st.one_of(st.lists(st.dictionaries(_KEYS, _SCALARS, min_size=1, max_size=3),
                                                   min_size=1, max_size=3),
                                          st.lists(st.integers(0, 9), min_size=1, max_size=3), _SCALARS),
                                min_size=1, max_size=4), min_size=1, max_size=3),
       st.sampled_from(["amdgcn-amd-amdhsa--gfx900", "amdgcn-amd-amdhsa--gfx90a:xnack+"]))
def test_generated_kernel_lists_are_written_as_pyyaml_writes_them(kernels, target):
    meta = {"amdhsa.kernels": kernels, "amdhsa.target": target, "amdhsa.version": [1, 1]}
    text = plain_metadata_yaml(meta)
    if text is not None:
        assert text == pyyaml_metadata(meta)


@pytest.mark.parametrize("meta", [{"amdhsa.kernels": [{".name": "k", ".args": [{".size": 8}]}],
                                   "amdhsa.version": [1, 2]}])
def test_a_map_of_the_common_kind_is_written_by_the_plain_writer(meta):
    assert plain_metadata_yaml(meta) == pyyaml_metadata(meta) == (
        "---\namdhsa.kernels:\n- .args:\n  - {.size: 8}\n  .name: k\namdhsa.version: [1, 2]\n...\n")
