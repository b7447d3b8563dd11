from game.cli import main

raise SystemExit(main())
