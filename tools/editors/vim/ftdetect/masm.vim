" masm (AMD GCN macro assembler): .masm files, and .s files that start with a `// masm:` comment.
autocmd BufRead,BufNewFile *.masm setfiletype masm
autocmd BufRead,BufNewFile *.s if getline(1) =~? '^\s*\(//\|;\)\s*masm:' | set filetype=masm | endif
