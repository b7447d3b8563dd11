"""Network play: the host (the only place the rules run: it sends each seat its own view) and the client (a
remote seat for the table), talking in small versioned JSON messages over websockets. No pygame here."""
