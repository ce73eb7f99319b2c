"""The design lab: ask a game's design questions without code, compare fairly, balance automatically.

    from ogrelab.widgets.lab import lab
    lab("ogre_bash")          # the page a Voila app notebook shows

Choose the bots (per seat, or per side in a game of sides), the game's options
(every one, from its ``OPTIONS``), then one of six questions:

- **Ask**: is the first player favoured? (which side is, in a game of sides),
  between equal bots, played until the interval decides (:func:`first_player`);
- **Run**: win rates by seat (or side) and by bot, game length, how games end,
  margins, each figure with what its interval can tell;
- **Compare**: two option sets on the same deals, played until the chosen
  outcome's difference is known (:func:`settle`), every outcome's difference beside it;
- **Sweep**: one option over a range of values, the same deals for each;
- **Tune**: the values of up to three options that bring a metric to a target
  (Optuna), confirmed by a race on common deals;
- **Skill**: how much skill matters, a ladder of bots each against the one below.

Games are played in batches in a background thread, so the progress bar moves,
the charts fill in and Stop keeps what was played. Every figure is shown with
its 95 % interval and the deals behind it: decided, or "cannot be told apart
with N deals; about M would tell".

The house, from the page down:

- ``page``: :class:`Lab`, the page; it composes the parts below and reads the form into a plan;
- ``ask``, ``runs``, ``tune``, ``skill``: one module per question (Ask and Compare, Run and
  Sweep, Tune, Skill): its tab (the widgets), its plan and its work, and the tables it shows;
- ``form``: the options, the bots and the settings every question shares, and ``Tab``;
- ``results``: the lower half of the page, what the run side reports to;
- ``work``: the run side, a plan played in a thread (no widgets);
- ``report``, ``formats``, ``values``, ``game``: frames into charts and tables, figures into
  words, typed values into options, and the game studied (no widgets).
"""

from .form import OptionForm
from .page import MODES, Lab, lab
from .report import json_options
from .skill import LADDER
from .tune import TUNE_ROWS
from .values import default_values, option_labels, option_words, parse_space, parse_values
from .work import REDRAW_EVERY

__all__ = ["LADDER", "MODES", "REDRAW_EVERY", "TUNE_ROWS", "Lab", "OptionForm", "default_values", "json_options",
           "lab", "option_labels", "option_words", "parse_space", "parse_values"]
