target triple = "amdgcn-amd-amdhsa"
declare void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
@tile = internal addrspace(3) global [256 x float] undef, align 4
define amdgpu_kernel void @k(<4 x i32> %r, ptr addrspace(1) %b) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %r, ptr addrspace(3) @tile, i32 4, i32 %off, i32 0, i32 0, i32 0)
  %j = xor i32 %i, 1
  %p = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %j
  %x = load float, ptr addrspace(3) %p
  %q = getelementptr float, ptr addrspace(1) %b, i32 %i
  store float %x, ptr addrspace(1) %q
  ret void
}
define amdgpu_kernel void @k3(<4 x i32> %r, ptr addrspace(1) %b) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %r, ptr addrspace(3) @tile, i32 4, i32 %off, i32 0, i32 0, i32 0)
  %p = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float 1.0, ptr addrspace(3) %p
  ret void
}
define amdgpu_kernel void @dma_then_global_load(<4 x i32> %r, ptr addrspace(1) %b) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %r, ptr addrspace(3) @tile, i32 4, i32 %off, i32 0, i32 0, i32 0)
  %q = getelementptr float, ptr addrspace(1) %b, i32 %i
  %g = load volatile float, ptr addrspace(1) %q
  %p = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  %x = load float, ptr addrspace(3) %p
  %s = fadd float %x, %g
  store float %s, ptr addrspace(1) %q
  ret void
}
define amdgpu_kernel void @dma_in_a_loop(<4 x i32> %r, ptr addrspace(1) %b, i32 %n) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %i, 2
  %p = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %x = load float, ptr addrspace(3) %p
  %acc1 = fadd float %acc, %x
  %o = add i32 %off, %k
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %r, ptr addrspace(3) @tile, i32 4, i32 %o, i32 0, i32 0, i32 0)
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  %q = getelementptr float, ptr addrspace(1) %b, i32 %i
  store float %acc1, ptr addrspace(1) %q
  ret void
}
