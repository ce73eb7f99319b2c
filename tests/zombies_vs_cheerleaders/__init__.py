"""Tests of zombies_vs_cheerleaders, one file per rulebook section."""
