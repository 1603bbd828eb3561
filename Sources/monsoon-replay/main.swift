import MonsoonSystem

Platform.exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
