"""Go-to-definition (macros, defines, labels, aliases, temps, macro parameters, #include files) and the document
outline (kernels with their labels, macros, top-level labels)."""
from __future__ import annotations

from lsprotocol import types as lsp

from .diagnostics import uri_for
from .documents import Document, DocumentStore
from .index import Symbol, word_at


def _range(line: int, column: int, length: int) -> lsp.Range:
    return lsp.Range(lsp.Position(line - 1, column - 1), lsp.Position(line - 1, column - 1 + length))


def definition(store: DocumentStore, doc: Document, line: int, column: int) -> lsp.Location | None:
    inc = doc.index.include_at(line, column)
    if inc is not None:
        path = store.resolve_include(inc.path, doc.path)
        return lsp.Location(uri=uri_for(path), range=_range(1, 1, 0)) if path else None
    hit = word_at(doc.lines, line, column)
    if hit is None:
        return None
    word, start = hit
    sym = doc.index.resolve(word, line, start)
    if sym is None:
        for index in store.indexes(doc)[1:]:
            sym = index.resolve(word, 1, 1)
            if sym is not None and sym.kind in ("macro", "define", "label", "kernel"):
                break
            sym = None
    if sym is None:
        return None
    uri = doc.uri if sym.loc.file == doc.path else uri_for(sym.loc.file)
    return lsp.Location(uri=uri, range=_range(sym.loc.line, sym.loc.column, len(sym.name)))


_SYMBOL_KIND = {"kernel": lsp.SymbolKind.Function, "macro": lsp.SymbolKind.Method,
                "label": lsp.SymbolKind.Key, "define": lsp.SymbolKind.Constant}


def document_symbols(doc: Document) -> list[lsp.DocumentSymbol]:
    lines = doc.lines
    kernels: list[tuple[Symbol, lsp.DocumentSymbol]] = []
    top: list[lsp.DocumentSymbol] = []
    for sym in doc.index.symbols:
        if sym.kind not in ("kernel", "macro", "label") or sym.loc.file != doc.path:
            continue
        sel = _range(sym.loc.line, sym.loc.column, len(sym.name))
        end_line = sym.end[0] if sym.end else sym.loc.line
        end_col = len(lines[end_line - 1]) if end_line - 1 < len(lines) else 0
        full = lsp.Range(lsp.Position(sym.loc.line - 1, 0), lsp.Position(end_line - 1, end_col))
        item = lsp.DocumentSymbol(name=sym.name, kind=_SYMBOL_KIND[sym.kind], range=full, selection_range=sel,
                                  detail=sym.detail, children=[] if sym.kind == "kernel" else None)
        owner = next((k for s, k in kernels if s.end and s.loc.line <= sym.loc.line <= s.end[0]), None)
        if sym.kind == "label" and owner is not None:
            owner.children.append(item)
            continue
        if sym.kind == "kernel":
            kernels.append((sym, item))
        top.append(item)
    return top
