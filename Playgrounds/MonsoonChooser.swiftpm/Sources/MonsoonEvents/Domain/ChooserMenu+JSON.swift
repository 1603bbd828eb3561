extension ChooserMenu {
  /// Reads a menu from a JSON document: an array of prompts, or an object whose `"prompts"`
  /// holds one (its other members are ignored). Whitespace, line breaks included, may
  /// surround any token.
  /// - Throws: ``MenuJSONProblem``: what is wrong, and for malformed JSON where.
  static func decode(jsonDocument bytes: UnsafeRawBufferPointer) throws(MenuJSONProblem)
    -> ChooserMenu
  {
    guard let (start, depth) = try promptsArray(in: bytes) else {
      throw .shape(
        "expected a JSON array of prompts such as "
          + "[{\"id\":\"flavor\",\"choices\":[\"savory\",\"sweet\"]}], "
          + "or an object with such an array in \"prompts\"")
    }
    var cursor = start
    let menu = try decodePrompts(
      &cursor, depth: depth, name: depth == 1 ? "the menu" : "\"prompts\"")
    do {
      if depth == 1 { try cursor.expectEnd("the end of the file after the menu") }
    } catch {
      throw .malformed(error)
    }
    return menu
  }

  /// A cursor at the document's array of prompts, and its depth: the document itself (1), or
  /// its `"prompts"` member (2); `nil` when it is neither an array nor an object with that
  /// member.
  private static func promptsArray(in bytes: UnsafeRawBufferPointer) throws(MenuJSONProblem)
    -> (cursor: JSONCursor, depth: Int)?
  {
    var cursor = JSONCursor(bytes)
    do {
      try rejectByteOrderMark(bytes)
      guard cursor.peekToken() != UInt8(ascii: "[") else { return (cursor, 1) }
      guard cursor.peekToken() == UInt8(ascii: "{") else { return nil }
      var promptsStart: Int?
      try cursor.readObjectRejectingDuplicateKeys(depth: 1) {
        (cursor, key, _) throws(JSONSyntaxError) in
        if cursor.token(key, equals: "prompts") { promptsStart = cursor.position }
        try cursor.skipValue(depth: 2)
      }
      try cursor.expectEnd("the end of the file after the menu")
      return promptsStart.map { (JSONCursor(bytes, position: $0), 2) }
    } catch {
      throw .malformed(error)
    }
  }

  /// Reads an array of prompts at `cursor` (nested at `depth`) into a menu.
  /// - Parameter name: what the array is called in messages (`"prompts"`).
  /// - Throws: ``MenuJSONProblem``.
  static func decodePrompts(_ cursor: inout JSONCursor, depth: Int, name: String)
    throws(MenuJSONProblem) -> ChooserMenu
  {
    var prompts: [Prompt] = []
    var shapeProblem: String?
    guard cursor.peekToken() == UInt8(ascii: "[") else {
      throw .shape("\(name) must be an array of {\"id\":...,\"choices\":[...]}")
    }
    do {
      try cursor.readArray(depth: depth) { (cursor) throws(JSONSyntaxError) in
        let index = prompts.count
        if let prompt = try decodePrompt(
          &cursor, depth: depth + 1, problem: &shapeProblem, index: index)
        {
          prompts.append(prompt)
        }
      }
    } catch {
      throw .malformed(error)
    }
    if let shapeProblem { throw .shape(shapeProblem) }
    do {
      return try ChooserMenu(prompts: prompts)
    } catch {
      throw .invalidMenu(error)
    }
  }

  private static func decodePrompt(
    _ cursor: inout JSONCursor, depth: Int, problem: inout String?, index: Int
  ) throws(JSONSyntaxError) -> Prompt? {
    guard cursor.peekToken() == UInt8(ascii: "{") else {
      problem = problem ?? "prompt \(index) must be an object {\"id\":...,\"choices\":[...]}"
      try cursor.skipValue(depth: depth)
      return nil
    }
    var id: String?
    var options: [String]?
    try cursor.readObjectRejectingDuplicateKeys(depth: depth) {
      (cursor, key, _) throws(JSONSyntaxError) in
      if cursor.token(key, equals: "id"), cursor.peekToken() == UInt8(ascii: "\"") {
        id = try cursor.readText()
      } else if cursor.token(key, equals: "choices"), cursor.peekToken() == UInt8(ascii: "[") {
        var texts: [String] = []
        var allStrings = true
        try cursor.readArray(depth: depth + 1) { (cursor) throws(JSONSyntaxError) in
          if cursor.peekToken() == UInt8(ascii: "\"") {
            texts.append(try cursor.readText())
          } else {
            allStrings = false
            try cursor.skipValue(depth: depth + 2)
          }
        }
        if allStrings { options = texts }
      } else {
        try cursor.skipValue(depth: depth + 1)
      }
    }
    guard let id else {
      problem = problem ?? "prompt \(index) needs \"id\", a string"
      return nil
    }
    guard let options else {
      problem = problem ?? "prompt '\(id)' needs \"choices\", an array of strings"
      return nil
    }
    return Prompt(id: id, options: options)
  }
}

/// Why JSON could not be read as a menu.
enum MenuJSONProblem: Error {
  /// The bytes are not valid JSON: what is wrong, and where (its column counts bytes from the
  /// start of the document).
  case malformed(JSONSyntaxError)
  /// Valid JSON, but not shaped like a menu.
  case shape(String)
  /// Well-shaped prompts that break a rule of menus.
  case invalidMenu(ChooserMenuError)
}

extension ChooserMenu {
  /// Writes the prompts as the header's `prompts` array: `[{"id":…,"choices":[…]},…]`, in
  /// screen order (docs/log-format.md, section 2).
  func writePrompts(to json: inout JSONWriter) {
    json.beginArray()
    for prompt in prompts {
      json.beginObject()
      json.key("id")
      json.string(prompt.id)
      json.key("choices")
      json.beginArray()
      for option in prompt.options { json.string(option) }
      json.endArray()
      json.endObject()
    }
    json.endArray()
  }
}
