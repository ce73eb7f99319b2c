"""The information-set MCTS bot: searches sampled worlds, never the real one."""

import math

import pytest

import ogrelab
from ogrelab.bots import ISMCTSBot
from ogrelab.bots.ismcts import evaluation, rewards
from ogrelab.core import Bot, bot_names, make_bot, register_bot, registered

import toygame


def position(opponent_hand, deck, seat0_hand=(2, 11, 3), points=(3, 3)):
    """Seat 0 to play, one point short of the target 4, over a 10 on the pile."""
    return toygame.HighCard.from_state({
        "deck": list(deck), "hands": [list(seat0_hand), list(opponent_hand)],
        "pile": [4, 10], "points": list(points), "seat": 0, "phase": "play", "turns": 6})


def test_the_search_takes_the_move_that_wins_at_once():
    """Only 'play 11' beats the 10 on the pile and reaches the target now."""
    game = position([12, 1, 5], [6, 7, 8, 9])
    bot = make_bot(toygame.HighCard.name, "ismcts", seed=3)
    bot.iterations = 200
    assert str(bot.choose(game.view(0), game.legal_actions())) == "play 11"
    stats = bot.statistics(game.view(0), game.legal_actions())
    assert stats[0]["action"] == "play 11" and stats[0]["value"] == 1.0
    assert {s["action"] for s in stats} == {"play 2", "play 3", "play 11"}


def test_the_search_sees_only_the_view():
    """Two games that look the same to seat 0 get the same choice from the same seed."""
    a = position([12, 1, 5], [6, 7, 8, 9])
    b = position([6, 7, 8], [12, 1, 5, 9])
    assert a.view(0) == b.view(0) and a.to_dict() != b.to_dict()
    choices = set()
    for game in (a, b):
        bot = ISMCTSBot(seed=11, iterations=60)
        choices.add(str(bot.choose(game.view(0), game.legal_actions())))
        stats = ISMCTSBot(seed=11, iterations=60).statistics(game.view(0), game.legal_actions())
        choices.add(tuple((s["action"], s["visits"]) for s in stats))
    assert len(choices) == 2  # one action and one table of visits, equal for both games


def test_the_view_is_left_as_it_was():
    game = position([12, 1, 5], [6, 7, 8, 9])
    view = game.view(0)
    before = repr(view)
    ISMCTSBot(seed=1, iterations=30).choose(view, game.legal_actions())
    assert repr(view) == before


def test_a_forced_move_needs_no_search():
    game = position([12, 1, 5], [6, 7, 8, 9])
    game.play("play 11")
    assert game.is_over
    g = position([12, 1, 5], [], seat0_hand=(2,))
    only = g.legal_actions()
    assert ISMCTSBot(seed=0, iterations=1).choose(None, only) is only[0]


def test_rewards_a_win_a_draw_and_a_shared_result():
    game = position([12, 1, 5], [6, 7, 8, 9])
    game.play("play 11")
    assert rewards(game) == [1.0, 0.0]
    drawn = toygame.HighCard.from_state({
        "deck": [], "hands": [[], []], "pile": [1, 2], "points": [2, 2], "seat": 0,
        "phase": "play", "turns": 8})
    assert drawn.is_over and rewards(drawn) == [0.5, 0.5]
    going = position([12, 1, 5], [6, 7, 8, 9], points=(3, 1))
    assert rewards(going) == [0.5, 0.5]  # unfinished, nothing to compare with
    # unfinished: seat 0 gained 2 points since the search began, seat 1 none
    lead, behind = rewards(going, start=[1, 1])
    assert lead == pytest.approx(0.5 + 0.4 * math.tanh(2)) and lead + behind == pytest.approx(1)
    assert rewards(going, start=[3, 1]) == [0.5, 0.5]


def test_it_is_registered_for_every_game():
    for name in registered():
        assert "ismcts" in bot_names(name)
    assert isinstance(ogrelab.make_bot(toygame.HighCard.name, "ismcts"), ISMCTSBot)


def test_bad_settings_are_named():
    game = position([12, 1, 5], [6, 7, 8, 9])
    with pytest.raises(ValueError, match="iterations"):
        ISMCTSBot(iterations=0).choose(game.view(0), game.legal_actions())
    with pytest.raises(ValueError, match="view"):
        ISMCTSBot().choose(None, game.legal_actions())
    with pytest.raises(ValueError, match="confidence must be"):
        ISMCTSBot(paired=True, confidence=-1).choose(game.view(0), game.legal_actions())


@register_bot(toygame.HighCard.name, "first legal")
class FirstLegal(Bot):
    """Plays the first legal action and counts how often it was asked."""
    asked = 0

    def choose(self, view, legal):
        FirstLegal.asked += 1
        return legal[0]


def test_the_prior_bot_is_kept_unless_the_search_finds_better():
    """With a budget too small to judge, the prior's choice stands; with enough, a win beats it."""
    game = position([12, 1, 5], [6, 7, 8, 9])
    view, legal = game.view(0), game.legal_actions()
    tiny = ISMCTSBot(seed=4, iterations=3, prior="first legal", prior_weight=1.0)
    assert str(tiny.choose(view, legal)) == "play 2"
    ample = ISMCTSBot(seed=4, iterations=300, prior="first legal", prior_weight=0.1)
    assert str(ample.choose(view, legal)) == "play 11"
    stats = ample.statistics(view, legal)
    assert [s["action"] for s in stats if s["prior"]] == ["play 2"]
    # a prior the game does not have is skipped
    assert ISMCTSBot(prior="heuristic").hint(view, legal) is None


def test_playouts_may_be_played_by_another_bot():
    game = position([12, 1, 5], [6, 7, 8, 9])
    bot = ISMCTSBot(seed=2, iterations=40, rollout="first legal", rollout_limit=3)
    assert str(bot.choose(game.view(0), game.legal_actions())) == "play 11"
    assert FirstLegal.asked > 0


PLAIN = dict(iterations=4, rollout_limit=200)
PAIRED = dict(iterations=12, rollout="heuristic", rollout_limit=30, paired=True)


@pytest.mark.parametrize("name, settings", [(n, PLAIN) for n in ogrelab.GAMES] +
                         [(n, PAIRED) for n in ("ogre_bash", "ogres_delight")])
def test_it_plays_every_game_legally(name, settings):
    """A few decisions with a small budget in each real game, from a seat's view only
    (a plain search everywhere, and a paired one in the long games)."""
    game = ogrelab.new_game(name, seed=1)
    bot = ISMCTSBot(seed=1, **settings)
    for _ in range(6):
        if game.is_over:
            break
        seat = game.current_player
        legal = game.legal_actions()
        action = bot.choose(game.view(seat), legal)
        assert action in legal
        game.play(action)


@register_bot(toygame.HighCard.name, "judge")
class Judge(Bot):
    """A bot that offers an evaluation: seat 1 always looks won, and it counts its calls."""
    calls = 0

    def choose(self, view, legal):
        return legal[0]

    @staticmethod
    def evaluate(game, seat):
        Judge.calls += 1
        return 1.0 if seat == 1 else 0.0


def test_a_playout_cut_short_is_judged_by_the_games_evaluation():
    """With no playout at all, the game's evaluate decides the unfinished leaves; a won game still counts as won."""
    assert evaluation(toygame.HighCard.name, "judge") is Judge.evaluate
    assert evaluation(toygame.HighCard.name, "first legal") is None   # a bot without one
    assert evaluation(toygame.HighCard.name, "") is None
    game = position([12, 1, 5], [6, 7, 8, 9])
    view, legal = game.view(0), game.legal_actions()
    bot = ISMCTSBot(seed=5, iterations=60, rollout_limit=0, prior="", evaluate="judge")
    stats = {s["action"]: s["value"] for s in bot.statistics(view, legal)}
    assert Judge.calls > 0
    assert stats["play 11"] == 1.0                      # ends the game: a real win
    assert stats["play 2"] == 0.0 and stats["play 3"] == 0.0   # judged lost by the evaluation
    # without the judge the same leaves are judged by the standings, never 0
    plain = ISMCTSBot(seed=5, iterations=60, rollout_limit=0, prior="", evaluate="")
    assert all(s["value"] > 0 for s in plain.statistics(view, legal))


@pytest.mark.parametrize("name", ["ogre_bash", "ogres_delight"])
def test_the_long_games_offer_an_evaluation(name):
    """Ogre Bash and Ogre's Delight judge an unfinished world: chances in 0..1, the two seats' summing to 1."""
    judge = evaluation(name)
    assert judge is not None
    game = ogrelab.new_game(name, seed=3, **({"players": 2} if name == "ogre_bash" else {"heroes": 1}))
    bots = [make_bot(name, "heuristic", seed=s) for s in range(2)]
    for _ in range(40):
        if game.is_over:
            break
        values = [judge(game, s) for s in range(2)]
        assert all(0.0 <= v <= 1.0 for v in values) and sum(values) == pytest.approx(1.0)
        seat = game.current_player
        game.play(bots[seat].choose(game.view(seat), game.legal_actions()))


def test_ogre_bash_evaluation_favours_fists_and_a_finished_hand():
    """Ogre Bash: a seat with more fists, or a winning hand in hand, is judged ahead."""
    from ogrelab.games.ogre_bash.bots import evaluate
    game = ogrelab.new_game("ogre_bash", seed=2, players=2)
    game.fists = [6, 2]
    assert evaluate(game, 0) > 0.5 > evaluate(game, 1)
    game.fists = [2, 2]
    even = evaluate(game, 0)
    game.hands[0] = sorted([ogrelab.games.ogre_bash.rules.KIND[f"Bash Left ({o})"]
                            for o in ogrelab.games.ogre_bash.rules.OGRES[:5]])
    assert evaluate(game, 0) > even


def test_ogres_delight_evaluation_follows_health():
    """Ogre's Delight: the boss wounded leans to the heroes, a hero wounded to the boss."""
    from ogrelab.games.ogres_delight.bots import evaluate
    game = ogrelab.new_game("ogres_delight", seed=2, heroes=1)
    assert evaluate(game, 1) == pytest.approx(0.5)
    game.hp[0] = game.max_hp[0] // 2
    assert evaluate(game, 1) > 0.5 > evaluate(game, 0)
    game.hp[0] = game.max_hp[0]
    game.hp[1] = game.max_hp[1] // 2
    assert evaluate(game, 0) > 0.5 > evaluate(game, 1)


@register_bot(toygame.HighCard.name, "turn counter")
class TurnCounter(Bot):
    """Plays the first legal action and records the turn of every position it is asked about."""
    seen: list = []

    def choose(self, view, legal):
        TurnCounter.seen.append(view["state"]["turns"])
        return legal[0]


def test_the_horizon_stops_playouts_a_number_of_turns_after_the_decision():
    """With horizon=1 no playout plays on past the turn after the decision's; without one it may."""
    game = position([12, 1, 5], [6, 7, 8, 9], points=(0, 0))
    view, legal = game.view(0), game.legal_actions()
    TurnCounter.seen = []
    ISMCTSBot(seed=3, iterations=40, rollout="turn counter", rollout_limit=50, horizon=1,
              prior="").choose(view, legal)
    assert TurnCounter.seen and max(TurnCounter.seen) <= 6
    TurnCounter.seen = []
    ISMCTSBot(seed=3, iterations=40, rollout="turn counter", rollout_limit=50, horizon=0,
              prior="").choose(view, legal)
    assert max(TurnCounter.seen) > 7
    with pytest.raises(ValueError, match="horizon"):
        ISMCTSBot(horizon=-1).choose(view, legal)


@register_bot(toygame.HighCard.name, "last legal")
class LastLegal(Bot):
    """Plays the last legal action and records its choices."""
    chosen: set = set()

    def choose(self, view, legal):
        LastLegal.chosen.add((legal[-1].seat, legal[-1].text))
        return legal[-1]


def test_a_guided_tree_grows_by_the_playout_bots_choice_first():
    """guided: the root tries every action, a node below it grows the playout bot's choice first."""
    game = position([12, 1, 5], [6, 7, 8, 9], points=(0, 0))
    view, legal = game.view(0), game.legal_actions()
    LastLegal.chosen = set()
    bot = ISMCTSBot(seed=6, iterations=4, rollout="last legal", rollout_limit=0, prior="",
                    guided=True)
    root, _ = bot.search(view, legal)
    assert set(root.children) == {(a.seat, a.text) for a in legal}
    grown = [k for child in root.children.values() for k in child.children]
    assert len(grown) == 1 and grown[0] in LastLegal.chosen
    winning = position([12, 1, 5], [6, 7, 8, 9])   # one point short: play 11 wins at once
    assert str(ISMCTSBot(seed=2, iterations=60, rollout="first legal", guided=True)
               .choose(winning.view(0), winning.legal_actions())) == "play 11"


def test_paired_comparison_overrules_the_prior_only_on_evidence():
    """paired: each round tries every root action in one sampled world with the same luck.
    The prior's 'play 2' loses where 'play 11' wins at once, world after world, so the gain
    is certain and overrules it; an unreachable confidence keeps the prior."""
    game = position([12, 1, 5], [6, 7, 8, 9])
    view, legal = game.view(0), game.legal_actions()
    bot = ISMCTSBot(seed=3, iterations=60, prior="first legal", paired=True, confidence=2.0)
    assert str(bot.choose(view, legal)) == "play 11"
    rounds = bot._rounds
    assert all(set(r) <= {(0, "play 2"), (0, "play 3"), (0, "play 11")} for r in rounds)
    assert all(r[(0, "play 11")] == 1.0 for r in rounds)   # a win in every world
    stats = {s["action"]: s for s in bot.statistics(view, legal)}
    assert stats["play 2"]["prior"] and stats["play 2"]["gain"] == 0.0
    assert stats["play 11"]["gain"] > 0.5
    stubborn = ISMCTSBot(seed=3, iterations=60, prior="first legal", paired=True, confidence=1e9)
    assert str(stubborn.choose(view, legal)) == "play 2"


def test_paired_rounds_keep_the_prior_and_the_two_best_for_the_second_half():
    game = position([12, 5], [6, 7, 8, 9], seat0_hand=(2, 11, 3, 1))
    view, legal = game.view(0), game.legal_actions()
    assert len(legal) == 4
    bot = ISMCTSBot(seed=1, iterations=80, prior="first legal", paired=True)
    bot.choose(view, legal)
    first, last = bot._rounds[0], bot._rounds[-1]
    assert len(first) == 4 and 2 <= len(last) <= 3
    assert (0, "play 1") in last   # the prior's choice ("first legal") stays in
    assert (0, "play 11") in last  # the best so far


def test_each_game_has_its_own_search_settings():
    """make_bot(game, 'ismcts') gives the settings measured for that game; named settings win."""
    from ogrelab.bots.ismcts import TUNED
    assert set(TUNED) == set(ogrelab.GAMES)
    for name in ogrelab.GAMES:
        bot = make_bot(name, "ismcts", seed=1)
        assert isinstance(bot, ISMCTSBot)
        assert {k: getattr(bot, k) for k in TUNED[name]} == TUNED[name]
    assert make_bot("ogre_bash", "ismcts").paired is True
    assert ISMCTSBot().paired is False          # elsewhere the plain defaults
    with pytest.raises(ValueError, match="no setting depth"):
        ISMCTSBot(depth=3)


@register_bot(toygame.HighCard.name, "recorder")
class Recorder(Bot):
    """Plays the first legal action; its evaluation notes the standings it was asked to judge."""
    judged: list = []

    def choose(self, view, legal):
        return legal[0]

    @staticmethod
    def evaluate(game, seat):
        Recorder.judged.append(list(game.scores))
        return 0.5


def test_scored_playouts_stop_when_the_standings_change():
    """scored=True: a playout ends at the first point scored (a hand won, in Ogre Bash) and is
    judged there; without it, the same playouts run on to the end of the game."""
    game = position([12, 1, 5], [6, 7, 8, 9], points=(1, 1))
    view, legal = game.view(0), game.legal_actions()
    Recorder.judged.clear()
    ISMCTSBot(seed=2, iterations=40, rollout="recorder", evaluate="recorder", prior="",
              scored=True, paired=True).choose(view, legal)
    assert Recorder.judged
    assert all(sum(s) == 3 for s in Recorder.judged)   # exactly one point more than the start
    Recorder.judged.clear()
    ISMCTSBot(seed=2, iterations=40, rollout="recorder", evaluate="recorder",
              prior="", paired=True).choose(view, legal)
    assert Recorder.judged == []                         # every playout reached the end
