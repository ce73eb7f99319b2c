"""Tests of ogres_delight, one file per rulebook section."""
