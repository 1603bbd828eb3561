import MonsoonSystem

ProcessExit.exit(Tool.main(Array(CommandLine.arguments.dropFirst())))
