import MonsoonSystem

/// The process's command-line arguments as the system gave them.
package enum CommandLineArguments {
  /// The arguments after the program's name, each as the `String` that keeps every byte of it
  /// (``FilePath/description``): an argument that is not UTF-8, such as the file name
  /// `x\xFF.jsonl`, is not repaired into another name (as `CommandLine.arguments` would).
  package static var afterProgramName: [String] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      var count = 0
      while argument[count] != 0 { count += 1 }
      let bytes = UnsafeRawBufferPointer(start: argument, count: count)
      return FilePath(bytes: Array(bytes)).description
    }
  }
}
