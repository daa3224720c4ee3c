"""LLVM assembler modules: a file's sections, symbols, relocations, kernel descriptors and metadata (objfile.py),
built from its encoded lines (builder.py, directives.py), and the Program made of the linked result (build.py);
masm's own kernels become the same kind of module (masm_kernels.py)."""
