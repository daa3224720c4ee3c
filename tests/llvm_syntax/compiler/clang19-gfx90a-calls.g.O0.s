	.text
	.file	0 "/work/main/tests/llvm_syntax/compiler" "calls.cl" md5 0x439130a383c737133c77d82df42f3ad9
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.hidden	poly                            ; -- Begin function poly
	.globl	poly
	.p2align	2
	.type	poly,@function
poly:                                   ; @poly
.Lfunc_begin0:
	.loc	0 1 0                           ; calls.cl:1:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s14, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[4:5], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xa00
                                        ; implicit-def: $vgpr4 : SGPR spill to VGPR lane
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
                                        ; implicit-def: $sgpr4_sgpr5
	buffer_store_dword v1, off, s[0:3], s33
	v_mov_b32_e32 v1, v5
	buffer_store_dword v1, off, s[0:3], s33 offset:12
	v_mov_b32_e32 v1, v4
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v1, 0
.Ltmp0:
	.loc	0 2 9 prologue_end              ; calls.cl:2:9
	buffer_store_dword v1, off, s[0:3], s33 offset:20
.Ltmp1:
	.loc	0 3 16                          ; calls.cl:3:16
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s4, -1
	.loc	0 3 18 is_stmt 0                ; calls.cl:3:18
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s4
	.loc	0 3 12                          ; calls.cl:3:12
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 3 8                           ; calls.cl:3:8
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 8                           ; calls.cl:0:8
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
.Ltmp2:
	.loc	0 3 23                          ; calls.cl:3:23
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s6, -1
	.loc	0 3 25                          ; calls.cl:3:25
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
.Ltmp3:
	.loc	0 3 3                           ; calls.cl:3:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp4:
	.loc	0 3 40                          ; calls.cl:3:40
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	.loc	0 3 44                          ; calls.cl:3:44
	buffer_load_dword v2, off, s[0:3], s33
	.loc	0 3 48                          ; calls.cl:3:48
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 3 50                          ; calls.cl:3:50
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v0, 31, v4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	s_mov_b32 s4, 2
	.loc	0 3 48                          ; calls.cl:3:48
	v_lshlrev_b64 v[6:7], s4, v[4:5]
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v4, s[4:5], v4, v5
	v_addc_co_u32_e64 v0, s[4:5], v0, v3, s[4:5]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	global_load_dword v0, v[4:5], off
	.loc	0 3 46                          ; calls.cl:3:46
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, v2
	.loc	0 3 38                          ; calls.cl:3:38
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	.loc	0 3 36                          ; calls.cl:3:36
	s_branch .LBB0_4
.Ltmp5:
.LBB0_3:                                ;   in Loop: Header=BB0_1 Depth=1
	.loc	0 0 36                          ; calls.cl:0:36
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	.loc	0 3 3                           ; calls.cl:3:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
.Ltmp6:
	.loc	0 3 31                          ; calls.cl:3:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	s_mov_b32 s6, -1
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 3 3                           ; calls.cl:3:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_3
.Ltmp7:
.LBB0_5:
	.loc	0 3 3                           ; calls.cl:3:3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
.Ltmp8:
; %bb.6:
	.loc	0 4 10 is_stmt 1                ; calls.cl:4:10
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: killed $vgpr1
	.loc	0 4 3 is_stmt 0                 ; calls.cl:4:3
	s_xor_saveexec_b64 s[4:5], -1
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	.loc	0 4 3 epilogue_begin            ; calls.cl:4:3
	s_add_i32 s32, s32, 0xfffff600
	s_mov_b32 s33, s14
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp9:
.Lfunc_end0:
	.size	poly, .Lfunc_end0-poly
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 876
; NumSgprs: 38
; NumVgprs: 10
; NumAgprs: 1
; TotalNumVgprs: 13
; ScratchSize: 40
; MemoryBound: 0
	.text
	.hidden	gcd                             ; -- Begin function gcd
	.globl	gcd
	.p2align	2
	.type	gcd,@function
gcd:                                    ; @gcd
.Lfunc_begin1:
	.loc	0 6 0 is_stmt 1                 ; calls.cl:6:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[18:19], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 exec, -1
	buffer_store_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v40, s16, 4
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_add_i32 s32, s32, 0xc00
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	v_writelane_b32 v2, s6, 0
	v_writelane_b32 v2, s7, 1
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v2, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_writelane_b32 v0, s15, 2
	v_writelane_b32 v0, s14, 3
	v_writelane_b32 v0, s13, 4
	v_writelane_b32 v0, s12, 5
	v_writelane_b32 v0, s10, 6
	v_writelane_b32 v0, s11, 7
	v_writelane_b32 v0, s8, 8
	v_writelane_b32 v0, s9, 9
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	buffer_store_dword v2, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
.Ltmp10:
	.loc	0 6 58 prologue_end             ; calls.cl:6:58
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s4, 0
	.loc	0 6 60 is_stmt 0                ; calls.cl:6:60
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[4:5], v1, s4
                                        ; implicit-def: $sgpr6
	v_mov_b32_e32 v1, s6
	.loc	0 6 58                          ; calls.cl:6:58
	buffer_store_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_1
	s_branch .LBB1_3
.LBB1_1:
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v1, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[34:35], -1
	buffer_store_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[34:35]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.2:
	.loc	0 6 67                          ; calls.cl:6:67
	buffer_load_dword v0, off, s[0:3], s33
	.loc	0 6 58                          ; calls.cl:6:58
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_branch .LBB1_4
.LBB1_3:
	.loc	0 6 75                          ; calls.cl:6:75
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v0, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s15, v0, 2
	v_readlane_b32 s14, v0, 3
	v_readlane_b32 s13, v0, 4
	v_readlane_b32 s12, v0, 5
	v_readlane_b32 s10, v0, 6
	v_readlane_b32 s11, v0, 7
	v_readlane_b32 s8, v0, 8
	v_readlane_b32 s9, v0, 9
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	buffer_load_dword v31, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	.loc	0 6 78                          ; calls.cl:6:78
	buffer_load_dword v1, off, s[0:3], s33
	s_mov_b32 s16, 31
	.loc	0 6 80                          ; calls.cl:6:80
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e64 v3, s16, v0
	v_add_u32_e64 v2, v0, v3
	v_xor_b32_e64 v3, v2, v3
	s_mov_b32 s17, 0
	v_sub_u32_e64 v4, s17, v3
	v_cvt_f32_u32_e32 v2, v3
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, v4, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e64 v4, v2, v4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v2, s16, v1
	v_add_u32_e64 v1, v1, v2
	v_xor_b32_e64 v1, v1, v2
	v_mul_hi_u32 v4, v1, v4
	v_mul_lo_u32 v4, v4, v3
	v_sub_u32_e64 v1, v1, v4
	v_cmp_ge_u32_e64 s[16:17], v1, v3
	v_sub_u32_e64 v4, v1, v3
	v_cndmask_b32_e64 v1, v1, v4, s[16:17]
	v_cmp_ge_u32_e64 s[16:17], v1, v3
	v_sub_u32_e64 v3, v1, v3
	v_cndmask_b32_e64 v1, v1, v3, s[16:17]
	v_xor_b32_e64 v1, v1, v2
	v_sub_u32_e64 v1, v1, v2
	.loc	0 6 71                          ; calls.cl:6:71
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, gcd@rel32@lo+4
	s_addc_u32 s17, s17, gcd@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	.loc	0 6 58                          ; calls.cl:6:58
	buffer_store_dword v0, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_branch .LBB1_1
.LBB1_4:
	.loc	0 0 58                          ; calls.cl:0:58
	s_or_saveexec_b64 s[34:35], -1
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v1, 14
	v_readlane_b32 s5, v1, 15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 6 58                          ; calls.cl:6:58
	buffer_load_dword v0, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	.loc	0 6 51                          ; calls.cl:6:51
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
                                        ; kill: killed $vgpr1
	v_readlane_b32 s4, v40, 4
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s35, v40, 3
	s_xor_saveexec_b64 s[6:7], -1
	buffer_load_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	buffer_load_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, -1
	buffer_load_dword v40, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	.loc	0 6 51 epilogue_begin           ; calls.cl:6:51
	s_add_i32 s32, s32, 0xfffff400
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp11:
.Lfunc_end1:
	.size	gcd, .Lfunc_end1-gcd
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1040
; NumSgprs: 40
; NumVgprs: 41
; NumAgprs: 0
; TotalNumVgprs: 41
; ScratchSize: 48
; MemoryBound: 0
	.text
	.hidden	store2                          ; -- Begin function store2
	.globl	store2
	.p2align	2
	.type	store2,@function
store2:                                 ; @store2
.Lfunc_begin2:
	.loc	0 7 0 is_stmt 1                 ; calls.cl:7:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x600
	v_mov_b32_e32 v4, v1
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
                                        ; implicit-def: $sgpr4_sgpr5
	v_mov_b32_e32 v4, v1
	buffer_store_dword v4, off, s[0:3], s33 offset:4
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_store_dword v3, off, s[0:3], s33 offset:12
.Ltmp12:
	.loc	0 7 85 prologue_end             ; calls.cl:7:85
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	.loc	0 7 78 is_stmt 0                ; calls.cl:7:78
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	.loc	0 7 83                          ; calls.cl:7:83
	global_store_dword v[0:1], v2, off
	.loc	0 7 95                          ; calls.cl:7:95
	buffer_load_dword v2, off, s[0:3], s33 offset:12
	.loc	0 7 88                          ; calls.cl:7:88
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	.loc	0 7 93                          ; calls.cl:7:93
	global_store_dword v[0:1], v2, off offset:4
	.loc	0 7 98 epilogue_begin           ; calls.cl:7:98
	s_add_i32 s32, s32, 0xfffffa00
	s_mov_b32 s33, s6
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp13:
.Lfunc_end2:
	.size	store2, .Lfunc_end2-store2
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 172
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 24
; MemoryBound: 0
	.text
	.protected	eval                    ; -- Begin function eval
	.globl	eval
	.p2align	8
	.type	eval,@function
eval:                                   ; @eval
.Lfunc_begin3:
	.loc	0 9 0 is_stmt 1                 ; calls.cl:9:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	v_writelane_b32 v1, s8, 3
	v_writelane_b32 v1, s9, 4
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	s_mov_b64 s[6:7], s[4:5]
	v_readlane_b32 s4, v1, 5
	v_readlane_b32 s5, v1, 6
	v_writelane_b32 v1, s6, 7
	v_writelane_b32 v1, s7, 8
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dword s4, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s5, s9
	v_mov_b32_e32 v2, s5
	buffer_store_dword v2, off, s[0:3], s33 offset:4
	s_mov_b32 s5, s8
	v_mov_b32_e32 v2, s5
	buffer_store_dword v2, off, s[0:3], s33
	s_mov_b32 s5, s7
	v_mov_b32_e32 v2, s5
	buffer_store_dword v2, off, s[0:3], s33 offset:12
	s_mov_b32 s5, s6
	v_mov_b32_e32 v2, s5
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v2, s4
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v2, v1, s4
	s_mov_b32 s4, 6
.Ltmp14:
	.loc	0 10 50 prologue_end            ; calls.cl:10:50
	v_mov_b32_e32 v1, s4
	v_lshl_add_u32 v1, s12, v1, v2
	.loc	0 10 7 is_stmt 0                ; calls.cl:10:7
	buffer_store_dword v1, off, s[0:3], s33 offset:20
.Ltmp15:
	.loc	0 11 7 is_stmt 1                ; calls.cl:11:7
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	.loc	0 11 11 is_stmt 0               ; calls.cl:11:11
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	.loc	0 11 9                          ; calls.cl:11:9
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
.Ltmp16:
	.loc	0 11 7                          ; calls.cl:11:7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_2
; %bb.1:
.Ltmp17:
	.loc	0 11 28                         ; calls.cl:11:28
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v2, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_accvgpr_read_b32 v31, a2              ;  Reload Reuse
	buffer_load_dword v6, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	.loc	0 11 31                         ; calls.cl:11:31
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s8, 2
	.loc	0 11 28                         ; calls.cl:11:28
	v_writelane_b32 v2, s8, 11
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a1, v2              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_lshlrev_b64 v[4:5], s8, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[8:9], v0, v3
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[16:17], 24
	.loc	0 11 23                         ; calls.cl:11:23
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, coeffs@rel32@lo+4
	s_addc_u32 s7, s7, coeffs@rel32@hi+12
	s_mov_b32 s15, 32
	s_lshr_b64 s[16:17], s[6:7], s15
	s_mov_b32 s18, s16
	s_mov_b32 s19, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, poly@rel32@lo+4
	s_addc_u32 s17, s17, poly@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v3, 6
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	v_mov_b32_e32 v1, s19
	v_mov_b32_e32 v2, s18
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v2, v0
	.loc	0 11 14                         ; calls.cl:11:14
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 11 18                         ; calls.cl:11:18
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 11 14                         ; calls.cl:11:14
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	.loc	0 11 21                         ; calls.cl:11:21
	global_store_dword v[0:1], v2, off
.Ltmp18:
.LBB3_2:
	.loc	0 0 21                          ; calls.cl:0:21
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	.loc	0 12 1 is_stmt 1                ; calls.cl:12:1
	s_endpgm
.Ltmp19:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel eval
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 72
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	eval, .Lfunc_end3-eval
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 904
; NumSgprs: 40
; NumVgprs: 32
; NumAgprs: 3
; TotalNumVgprs: 35
; ScratchSize: 72
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	gcds                    ; -- Begin function gcds
	.globl	gcds
	.p2align	8
	.type	gcds,@function
gcds:                                   ; @gcds
.Lfunc_begin4:
	.loc	0 13 0                          ; calls.cl:13:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr2 : SGPR spill to VGPR lane
	s_mov_b64 s[10:11], s[8:9]
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x8
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s19
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s18
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s15, s17
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s16
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s9
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s8, 0x3ff
	v_and_b32_e64 v0, v31, s8
.Ltmp20:
	.loc	0 14 7 prologue_end             ; calls.cl:14:7
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	.loc	0 15 16                         ; calls.cl:15:16
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	.loc	0 15 18 is_stmt 0               ; calls.cl:15:18
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s8, 2
	.loc	0 15 16                         ; calls.cl:15:16
	v_writelane_b32 v2, s8, 0
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_write_b32 a32, v2             ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_lshlrev_b64 v[6:7], s8, v[0:1]
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v0, s[8:9], v0, v3
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	.loc	0 15 22                         ; calls.cl:15:22
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v2, s[8:9], v2, v4
	v_addc_co_u32_e64 v1, s[8:9], v1, v3, s[8:9]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	global_load_dword v1, v[2:3], off
	s_mov_b64 s[16:17], 24
	.loc	0 15 12                         ; calls.cl:15:12
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, gcd@rel32@lo+4
	s_addc_u32 s17, s17, gcd@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v1, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	v_readlane_b32 s4, v1, 0
	v_mov_b32_e32 v1, v0
	.loc	0 15 3                          ; calls.cl:15:3
	s_or_saveexec_b64 s[36:37], -1
	v_accvgpr_read_b32 v0, a32              ;  Reload Reuse
	s_mov_b64 exec, s[36:37]
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v2
	.loc	0 15 7                          ; calls.cl:15:7
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	.loc	0 15 3                          ; calls.cl:15:3
	v_lshlrev_b64 v[6:7], s4, v[2:3]
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v7
	v_add_co_u32_e64 v2, s[4:5], v2, v5
	v_addc_co_u32_e64 v4, s[4:5], v3, v4, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	.loc	0 15 10                         ; calls.cl:15:10
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 16 1 is_stmt 1                ; calls.cl:16:1
	s_endpgm
.Ltmp21:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gcds
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 77
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	gcds, .Lfunc_end4-gcds
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 604
; NumSgprs: 44
; NumVgprs: 41
; NumAgprs: 33
; TotalNumVgprs: 77
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 77
; AccumOffset: 44
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	pairs                   ; -- Begin function pairs
	.globl	pairs
	.p2align	8
	.type	pairs,@function
pairs:                                  ; @pairs
.Lfunc_begin5:
	.loc	0 17 0                          ; calls.cl:17:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[10:11], s[8:9]
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[16:17], s[6:7], 0x0
	s_load_dword s9, s[6:7], 0x8
	s_load_dword s8, s[6:7], 0xc
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s17
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s16
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s8, 0x3ff
	v_and_b32_e64 v0, v31, s8
.Ltmp22:
	.loc	0 18 7 prologue_end             ; calls.cl:18:7
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	.loc	0 19 10                         ; calls.cl:19:10
	buffer_load_dword v8, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	.loc	0 19 20 is_stmt 0               ; calls.cl:19:20
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_mov_b32 s8, 1
	.loc	0 19 18                         ; calls.cl:19:18
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s8, v1
	.loc	0 19 14                         ; calls.cl:19:14
	v_ashrrev_i32_e64 v0, 31, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	s_mov_b32 s8, 2
	v_lshlrev_b64 v[6:7], s8, v[2:3]
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v2, v7
	v_add_co_u32_e64 v4, s[8:9], v3, v4
	v_addc_co_u32_e64 v0, s[8:9], v0, v2, s[8:9]
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
	.loc	0 19 23                         ; calls.cl:19:23
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	.loc	0 19 27                         ; calls.cl:19:27
	v_cvt_f32_i32_e64 v1, v1
	.loc	0 19 25                         ; calls.cl:19:25
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v2, v0, v1
	.loc	0 19 30                         ; calls.cl:19:30
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	.loc	0 19 32                         ; calls.cl:19:32
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v3, v0, v1
	.loc	0 19 3                          ; calls.cl:19:3
	v_mov_b32_e32 v0, v4
	s_mov_b32 s8, 32
	v_lshrrev_b64 v[4:5], s8, v[4:5]
	v_mov_b32_e32 v1, v4
	s_mov_b64 s[16:17], 16
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, store2@rel32@lo+4
	s_addc_u32 s17, s17, store2@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	.loc	0 20 1 is_stmt 1                ; calls.cl:20:1
	s_endpgm
.Ltmp23:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pairs
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 56
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end5:
	.size	pairs, .Lfunc_end5-pairs
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 56
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	coeffs                          ; @coeffs
	.type	coeffs,@object
	.section	.rodata,"a",@progbits
	.globl	coeffs
	.p2align	2, 0x0
coeffs:
	.long	0x3f800000                      ; float 1
	.long	0xbf000000                      ; float -0.5
	.long	0x3e800000                      ; float 0.25
	.long	0xbe000000                      ; float -0.125
	.long	0x3d800000                      ; float 0.0625
	.long	0xbd000000                      ; float -0.03125
	.size	coeffs, 24

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	64                              ; DW_AT_frame_base
	.byte	24                              ; DW_FORM_exprloc
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x1ed DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0xb DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	46                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	2                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	3                               ; Abbrev [3] 0x2e:0xc DW_TAG_array_type
	.long	58                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x33:0x6 DW_TAG_subrange_type
	.long	62                              ; DW_AT_type
	.byte	6                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x3a:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x3e:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x42:0x5e DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x52:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x60:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	474                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x6e:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	1                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x7c:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x8a:0x15 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp8-.Ltmp1                   ; DW_AT_high_pc
	.byte	9                               ; Abbrev [9] 0x90:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xa0:0x2d DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xb0:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xbe:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	4
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	11                              ; Abbrev [11] 0xcd:0x37 DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xd9:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	474                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xe7:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xf5:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x104:0x46 DW_TAG_subprogram
	.byte	5                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin3       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x111:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	474                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x11f:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	479                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x12d:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x13b:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	20
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x14a:0x46 DW_TAG_subprogram
	.byte	6                               ; DW_AT_low_pc
	.long	.Lfunc_end4-.Lfunc_begin4       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x157:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	489                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x165:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	494                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x173:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	494                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x181:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	24
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	12                              ; Abbrev [12] 0x190:0x46 DW_TAG_subprogram
	.byte	7                               ; DW_AT_low_pc
	.long	.Lfunc_end5-.Lfunc_begin5       ; DW_AT_high_pc
	.byte	2                               ; DW_AT_frame_base
	.byte	144
	.byte	65
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x19d:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	474                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x1ab:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	8
	.byte	49
	.byte	22
	.byte	24
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x1b9:0xe DW_TAG_formal_parameter
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	12
	.byte	49
	.byte	22
	.byte	24
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	58                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1c7:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	16
	.byte	49
	.byte	22
	.byte	24
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x1d6:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x1da:0x5 DW_TAG_pointer_type
	.long	58                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1df:0x5 DW_TAG_pointer_type
	.long	484                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x1e4:0x5 DW_TAG_const_type
	.long	58                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1e9:0x5 DW_TAG_pointer_type
	.long	470                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x1ee:0x5 DW_TAG_pointer_type
	.long	499                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x1f3:0x5 DW_TAG_const_type
	.long	470                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	100                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"calls.cl"                      ; string offset=40
.Linfo_string2:
	.asciz	"/work/main/tests/llvm_syntax/compiler" ; string offset=49
.Linfo_string3:
	.asciz	"coeffs"                        ; string offset=87
.Linfo_string4:
	.asciz	"float"                         ; string offset=94
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=100
.Linfo_string6:
	.asciz	"poly"                          ; string offset=120
.Linfo_string7:
	.asciz	"gcd"                           ; string offset=125
.Linfo_string8:
	.asciz	"int"                           ; string offset=129
.Linfo_string9:
	.asciz	"store2"                        ; string offset=133
.Linfo_string10:
	.asciz	"eval"                          ; string offset=140
.Linfo_string11:
	.asciz	"gcds"                          ; string offset=145
.Linfo_string12:
	.asciz	"pairs"                         ; string offset=150
.Linfo_string13:
	.asciz	"x"                             ; string offset=156
.Linfo_string14:
	.asciz	"c"                             ; string offset=158
.Linfo_string15:
	.asciz	"n"                             ; string offset=160
.Linfo_string16:
	.asciz	"r"                             ; string offset=162
.Linfo_string17:
	.asciz	"i"                             ; string offset=164
.Linfo_string18:
	.asciz	"a"                             ; string offset=166
.Linfo_string19:
	.asciz	"b"                             ; string offset=168
.Linfo_string20:
	.asciz	"p"                             ; string offset=170
.Linfo_string21:
	.asciz	"out"                           ; string offset=172
.Linfo_string22:
	.asciz	"in"                            ; string offset=176
.Linfo_string23:
	.asciz	"y"                             ; string offset=179
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	coeffs
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Lfunc_begin1
	.quad	.Lfunc_begin2
	.quad	.Lfunc_begin3
	.quad	.Lfunc_begin4
	.quad	.Lfunc_begin5
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym poly
	.addrsig_sym gcd
	.addrsig_sym store2
	.addrsig_sym coeffs
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     3
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           eval
    .private_segment_fixed_size: 72
    .sgpr_count:     40
    .sgpr_spill_count: 12
    .symbol:         eval.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 4
    .wavefront_size: 64
  - .agpr_count:     33
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gcds
    .private_segment_fixed_size: 80
    .sgpr_count:     44
    .sgpr_spill_count: 1
    .symbol:         gcds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     77
    .vgpr_spill_count: 1
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           pairs
    .private_segment_fixed_size: 56
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         pairs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
