"""The masm language server (`masm lsp`): diagnostics, hover, go-to-definition, completion and document symbols.

server.py wires pygls to the feature modules and keeps the server serving whatever arrives; transport.py frames the
messages on stdin; text_sync.py applies edits; documents.py keeps the open documents and reads files safely; worker.py
runs `masm.lint` on a background thread (with the incremental cache of masm.lint.cache); index.py reads a document's
declarations (macros, labels, aliases, temps, kernels, includes) without running the pipeline; hover.py, complete.py and
navigate.py answer the requests from those two.
"""
