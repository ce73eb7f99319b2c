"""Tests of ogre_cheerleaders, one file per rulebook section."""
