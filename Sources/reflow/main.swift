import ReflowCommands

ReflowCLI.main(commands: ReflowCommandList.all)
