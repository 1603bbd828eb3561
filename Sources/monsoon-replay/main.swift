import MonsoonSystem
import MonsoonToolSystem

ProcessExit.exit(Tool.main(CommandLineArguments.afterProgramName))
