"""The masm language server (`masm lsp`): diagnostics, hover, go-to-definition, completion and document symbols.

server.py wires pygls to the feature modules; index.py reads a document's declarations (macros, labels, aliases, temps,
kernels, includes) without running the pipeline; analysis.py runs `masm.lint` on the document with caching; hover.py,
complete.py and navigate.py answer the requests from those two.
"""
