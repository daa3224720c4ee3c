// Starts `masm lsp` (stdio) for masm documents. Settings: masm.serverCommand, masm.arch, masm.includeDirs,
// masm.debounceMs (see package.json). The server does the work; this file only wires VS Code to it.
'use strict';
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration('masm');
  const [command, ...args] = config.get('serverCommand', ['masm', 'lsp']);
  const serverOptions = { command, args, transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'masm' },
      { scheme: 'untitled', language: 'masm' },
    ],
    initializationOptions: {
      arch: config.get('arch', 'gfx900'),
      includeDirs: config.get('includeDirs', []),
      debounceMs: config.get('debounceMs', 200),
    },
  };
  client = new LanguageClient('masm', 'masm language server', serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
