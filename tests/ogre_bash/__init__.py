"""Tests of ogre_bash, one file per rulebook section."""
