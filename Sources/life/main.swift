import LifeCLI

LifeCommand.main()
