" Vim syntax file
" Language:    masm — macro assembler for AMD GCN GPUs (gfx803, gfx900, gfx906, gfx908, gfx90a)
" Maintainer:  the masm project (tools/editors/vim)
if exists("b:current_syntax")
  finish
endif
let s:cpo_save = &cpo
set cpo&vim
syn case ignore
setlocal iskeyword=@,48-57,_,.,@-@,$

" Comments: //, ; and /* */
syn match   masmComment     "//.*$"  contains=masmTodo,@Spell
syn match   masmComment     ";.*$"   contains=masmTodo,@Spell
syn region  masmComment     start="/\*" end="\*/" contains=masmTodo,@Spell
syn keyword masmTodo        contained TODO FIXME XXX NOTE

syn region  masmString      start=+"+ skip=+\\"+ end=+"+ oneline

" Preprocessor: #macro NAME(...) ... #endm, #define, #include, #if..., __for__, ![expr]
syn match   masmPreProc     "#\(macro\|endm\|define\|undef\|assign\|include\|ifdef\|ifndef\|if\|elif\|else\|endif\)\>"
syn match   masmMacroName   "\(#macro\s\+\)\@<=[A-Za-z_.@][A-Za-z0-9_.@]*"
syn match   masmDefineName  "\(#\(define\|undef\|assign\)\s\+\)\@<=[A-Za-z_.@][A-Za-z0-9_.@]*"
syn keyword masmPreProc     __for__ __if__
syn keyword masmConstant    __file__ __line__ __counter__ __arch__
syn region  masmSplice      matchgroup=masmPreProc start="!\[" end="\]" contains=masmNumber,masmOperator oneline

" masm statements and structured control flow
syn keyword masmStatement   kernel endkernel args numthreadpergroup ldssize numvgprs numsgprs alias
syn keyword masmStatement   v_temp s_temp v_temp_range s_temp_range enter leave load_arg
syn keyword masmControl     s_if s_if_i32 s_if_u32 s_while s_while_i32 s_while_u32 s_repeat s_until s_until_i32 s_until_u32
syn keyword masmControl     v_if_i32 v_if_u32 v_if_f32 v_if_i64 v_if_u64 v_if_f64
syn keyword masmControl     v_while_i32 v_while_u32 v_while_f32 v_while_i64 v_while_u64 v_while_f64
syn keyword masmControl     v_repeat v_until_i32 v_until_u32 v_until_f32 v_until_i64 v_until_u64 v_until_f64
syn keyword masmControl     _else _endif _endw _break _continue

" Labels (name: and @name:) and data directives
syn match   masmLabel       "^\s*[A-Za-z_.@][A-Za-z0-9_.@]*:\(\s\|$\)\@="
syn match   masmDirective   "\(^\|\s\)\@<=\.\(long\|byte\|short\|quad\|align\|int\|word\|p2align\)\>"
syn keyword masmDirective   dd dw db dq

" Instructions (any GCN mnemonic) — defined before the control-flow keywords win on equal matches
syn match   masmInstruction "\<\(s\|v\|ds\|buffer\|tbuffer\|global\|flat\|scratch\|image\)_[a-z0-9_]\+\>"
syn keyword masmInstruction exp

" Registers
syn match   masmRegister    "\<[vsa]\d\+\>"
syn match   masmRegister    "\<\(acc\|ttmp\)\d\+\>"
syn match   masmRegister    "\<\(v\|s\|a\|acc\|ttmp\)\[[^\]]*\]"
syn match   masmRegister    "\<\(vcc\|exec\|flat_scratch\|xnack_mask\|tba\|tma\)\(_lo\|_hi\)\=\>"
syn keyword masmRegister    m0 scc vccz execz lds_direct
syn match   masmRegister    "\<src_[a-z_]\+\>"

" Operand modifiers
syn keyword masmModifier    offset offset0 offset1 offen idxen glc slc dlc lds tfe gds addr64 format dfmt nfmt dmask
syn keyword masmModifier    unorm da r128 a16 d16 lwe clamp mul div op_sel op_sel_hi neg_lo neg_hi neg abs sext
syn keyword masmModifier    dst_sel dst_unused src0_sel src1_sel quad_perm row_shl row_shr row_ror row_mirror
syn keyword masmModifier    row_half_mirror row_bcast wave_shl wave_rol wave_shr wave_ror row_mask bank_mask bound_ctrl
syn keyword masmModifier    hwreg sendmsg swizzle gpr_idx vmcnt expcnt lgkmcnt compr done vm off nv

" Numbers: 12, $FF, 0xFF, 0b1010, 1.5, -2.0e3
syn match   masmNumber      "\<\d\+\>"
syn match   masmNumber      "\$\x\+\>"
syn match   masmNumber      "\<0x\x\+\>"
syn match   masmNumber      "\<0b[01]\+\>"
syn match   masmNumber      "\<\d\+\.\d*\([eE][-+]\=\d\+\)\=\>"
syn match   masmOperator    "<<\|>>\|<=\|>=\|<>\|==\|!=\|:=\|\.\.\|[-+*/%&|^~<>=?]"

hi def link masmComment     Comment
hi def link masmTodo        Todo
hi def link masmString      String
hi def link masmPreProc     PreProc
hi def link masmMacroName   Function
hi def link masmDefineName  Macro
hi def link masmConstant    Constant
hi def link masmStatement   Statement
hi def link masmControl     Conditional
hi def link masmLabel       Label
hi def link masmDirective   PreProc
hi def link masmInstruction Keyword
hi def link masmRegister    Identifier
hi def link masmModifier    Type
hi def link masmNumber      Number
hi def link masmOperator    Operator

let b:current_syntax = "masm"
let &cpo = s:cpo_save
unlet s:cpo_save
