"""What 32 Card Bridge and Belote share: card values and orders, trick legality, announces."""
