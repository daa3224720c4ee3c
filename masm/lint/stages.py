"""Every pipeline entry point lint calls, in one place: each is a public API of its stage (docs/ARCHITECTURE.md)."""
from __future__ import annotations


class Stages:
    """The pipeline entry points lint calls, in one place (each a public API of its stage)."""

    @staticmethod
    def check_arch(arch, filename, source=""):
        """AssemblyError naming the known architectures when `arch` is not one, as the build does (at the file's
        `.amdgcn_target` when that names it, else at filename:1:1)."""
        from ..pipeline import _check_arch
        _check_arch(arch, filename, source)

    @staticmethod
    def preprocess(source, *, filename, arch, include_dirs, defines=None, errors=None, dropped=None):
        """`errors` / `dropped` lists: go on after errors reading can step over (see masm.preprocess.preprocess)."""
        from ..preprocess import preprocess
        return preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs, defines=defines,
                          errors=errors, dropped=dropped)

    @staticmethod
    def preprocessor(filename, arch, include_dirs):
        """A session that preprocesses the file in pieces (masm.preprocess.session)."""
        from ..preprocess.session import Preprocessor
        return Preprocessor(filename=filename, arch=arch, include_dirs=include_dirs)

    @staticmethod
    def split_kernels(statements, *, filename, arch, sink=None):
        from ..kernels import split_kernels
        return split_kernels(statements, filename=filename, arch=arch, sink=sink)

    @staticmethod
    def lower(kernel, arch, sink, poisoned=()):
        """Lower one kernel as the build does (split_kernels already gave it the ABI aliases), its errors into `sink`
        and the lines of every statement that lowered returned; `poisoned`: statements the preprocessor reported."""
        from ..statements import lower
        return lower(kernel, arch, sink, poisoned)

    @staticmethod
    def statement_key(statement):
        from ..statements.recovery import statement_key
        return statement_key(statement)

    @staticmethod
    def collapsed(diagnostic):
        """The diagnostic with a repeated chain of notes (endless recursion) shown once."""
        from ..pipeline import _collapsed
        return _collapsed(diagnostic)

    @staticmethod
    def source_columns(filename, source):
        from ..columns import SourceColumns
        return SourceColumns(filename, source)

    @staticmethod
    def encode(text, arch, loc, notes):
        from ..isa import encode
        return encode(text, arch, loc, notes)

    @staticmethod
    def can_encode_with(encoder) -> bool:
        """Does the build's `encode_lines` accept an encoder (so lint can pass its caching one)?"""
        import inspect
        from .. import pipeline
        fn = getattr(pipeline, "encode_lines", None)
        return fn is not None and "encode" in inspect.signature(fn).parameters

    @staticmethod
    def encode_lines(lowered, arch, sink, encoder, columns=None):
        from ..pipeline import encode_lines
        return encode_lines(lowered, arch, sink, encode=encoder, columns=columns)[0]

    @staticmethod
    def static_checks(lines, arch, tgt=None):
        """Missing waits and hazards of one kernel's encoded lines, as the build reports them (masm/checks)."""
        from ..pipeline import static_checks
        return static_checks(lines, arch, tgt)

    @staticmethod
    def silenced(diagnostics, filename, source):
        """The diagnostics no `masm: ignore CODE` comment silences."""
        from ..pipeline import silenced_warnings
        return silenced_warnings(diagnostics, filename, source)

    @staticmethod
    def label_errors(lines, encoder):
        """Undefined labels only (for a kernel with errors elsewhere; see pipeline.label_errors)."""
        from ..pipeline import label_errors
        return label_errors(lines, encoder)

    @staticmethod
    def layout(lines, encoder) -> list:
        """The build's layout: one kernel's lines, or a whole file of LLVM directives (sections, symbols,
        descriptors) built and linked as the build does; its warnings (a file's debug information left out)."""
        from ..layout import layout_kernel
        if any(ln.kind == "directive" for ln in lines):
            from ..pipeline import check_module
            return check_module(lines, encoder.arch, encoder)
        layout_kernel(lines, 0, encode=encoder, long_branches=False)
        return []

    @staticmethod
    def is_module(kernel) -> bool:
        """A file of LLVM directives with .amdhsa_kernel blocks: its kernels' ABIs are in their descriptors, and its
        functions take their inputs by the calling convention, so no "read before any write" can be told."""
        return getattr(kernel, "implicit", False) and any(st.text.lstrip()[:14].lower() == ".amdhsa_kernel"
                                                          for st in kernel.statements)

    @staticmethod
    def abi_registers(kernel) -> list[str] | None:
        """Registers (as written, `s[0:1]`) the dispatcher initialises at wave launch for `kernel` (KernelSource.abi,
        from the build stage); None when the kernel does not say."""
        abi = getattr(kernel, "abi", None)
        if abi is None:
            return None
        if getattr(kernel, "implicit", False) and any(st.text.lstrip()[:14].lower() == ".amdhsa_kernel"
                                                      for st in kernel.statements):
            return None     # a file of .amdhsa_kernel blocks: each kernel's descriptor says, not masm's default
        return [abi.kernarg_ptr, *abi.workgroup_ids.values(), *abi.workitem_ids.values()]

    @staticmethod
    def build(source, arch, *, filename, include_dirs, defines=None):
        from ..pipeline import build_program
        return build_program(source, arch, filename=filename, include_dirs=include_dirs, defines=defines)


stages = Stages()
