import MonsoonSystem

ProcessExit.exit(Tool.main(CommandLineArguments.afterProgramName))
