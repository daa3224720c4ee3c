"""Completion: instruction mnemonics of the document's architecture (from the ISA table), masm keywords, macros and
defines (this file and its includes), and the aliases, temps, macro parameters and labels visible at the cursor."""
from __future__ import annotations

import functools

from lsprotocol import types as lsp

from ..regex_cache import regex
from .documents import Document, DocumentStore

# the statement keywords come from the preprocessor (which must recognise them); these are the other words of the
# language a user types at the start of a line
PREPROCESSOR_WORDS = ("__for__", "__if__", "#macro", "#endm", "#define", "#undef", "#assign", "#include", "#if",
                      "#ifdef", "#ifndef", "#elif", "#else", "#endif")


def keywords() -> tuple[str, ...]:
    from ..preprocess.words import statement_keywords
    return tuple(sorted(statement_keywords())) + PREPROCESSOR_WORDS
_PREFIX = regex(r"#?[A-Za-z_.@][\w.@]*$")
_KIND = {"macro": lsp.CompletionItemKind.Function, "define": lsp.CompletionItemKind.Constant,
         "label": lsp.CompletionItemKind.Reference, "alias": lsp.CompletionItemKind.Variable,
         "v_temp": lsp.CompletionItemKind.Variable, "s_temp": lsp.CompletionItemKind.Variable,
         "param": lsp.CompletionItemKind.TypeParameter, "kernel": lsp.CompletionItemKind.Module,
         "arg": lsp.CompletionItemKind.Field}


def prefix_at(doc: Document, line: int, column: int) -> str:
    lines = doc.lines
    if not 1 <= line <= len(lines):
        return ""
    m = _PREFIX.search(lines[line - 1][:column - 1])
    return m.group() if m else ""


MAX_ITEMS = 200        # items in one answer; when there are more it is marked incomplete (the editor asks again)


def completions(store: DocumentStore, doc: Document, line: int, column: int) -> tuple[list[lsp.CompletionItem], bool]:
    """(items, whether that is all of them) for the word being typed at (line, column): names in scope first, then
    macros and defines of included files, keywords, mnemonics."""
    prefix = prefix_at(doc, line, column).lower()
    items: dict[str, lsp.CompletionItem] = {}

    def add(label: str, kind, detail: str = "", sort: str = "5") -> None:
        if label.lower().startswith(prefix) and label.lower() not in items:
            items[label.lower()] = lsp.CompletionItem(label=label, kind=kind, detail=detail or None,
                                                      sort_text=f"{sort}{label.lower()}")

    for sym in doc.index.visible_names(line, column):
        if sym.kind != "kernel":
            add(sym.name, _KIND[sym.kind], sym.detail, "1")
    latest = doc.analysed[1] if doc.analysed else None       # names the build predefines (ABI aliases)
    for ka in (latest.kernels if latest else ()):
        for name, reg in (getattr(ka.source, "aliases", None) or {}).items():
            add(name, lsp.CompletionItemKind.Variable, f"ABI alias = {reg}", "1")
    for index in store.indexes(doc)[1:]:
        for sym in index.symbols:
            if sym.kind in ("macro", "define"):
                add(sym.name, _KIND[sym.kind], sym.detail, "2")
    for low, item in language_items(store.arch_for(doc)):
        if low.startswith(prefix) and low not in items:
            items[low] = item
    found = sorted(items.values(), key=lambda item: item.sort_text)
    return found[:MAX_ITEMS], len(found) <= MAX_ITEMS


@functools.lru_cache(maxsize=32)
def language_items(arch: str) -> tuple[tuple[str, lsp.CompletionItem], ...]:
    """(lower-case label, item) for the keywords and the mnemonics of `arch` (made once: answers share them)."""
    out = [(kw.lower(), lsp.CompletionItem(label=kw, kind=lsp.CompletionItemKind.Keyword, detail="masm",
                                           sort_text=f"3{kw.lower()}")) for kw in keywords()]
    out += [(m.lower(), lsp.CompletionItem(label=m, kind=lsp.CompletionItemKind.Operator, detail=arch,
                                           sort_text=f"4{m.lower()}")) for m in sorted(_mnemonics(arch))]
    return tuple(out)


def _mnemonics(arch: str) -> frozenset[str]:
    try:
        from ..isa import mnemonics
        return mnemonics(arch)
    except Exception:  # the ISA tables not loadable: complete the rest, never a server error
        return frozenset()
