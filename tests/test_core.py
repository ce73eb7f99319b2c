"""The core itself: the generator, the pieces, options, errors, undo and time travel."""

import pytest

import ogrelab
from ogrelab.core import Rng, make_bot, play_out
from ogrelab.core.cards import deal, draw, next_seat, reshuffle, seats_from

import toygame


def test_rng_is_deterministic_and_one_integer():
    a, b = Rng(5), Rng(5)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    items = list(range(10))
    Rng(1).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    assert isinstance(a.state, int)
    with pytest.raises(ValueError):
        a.below(0)


def test_rng_shuffle_draws_next64_once_a_step():
    # the shuffle mixes every step's number at once; the order and the state after are those
    # of next64 called step by step, for lists of every length and states near the edges
    states = [0, 1, 2**63, 2**64 - 1] + [Rng(s).next64() for s in range(40)]
    for state in states:
        for n in [0, 1, 2, 3, 5, 8, 40, 41, 65]:
            fast, plain = Rng(state), Rng(state)
            a, b = list(range(n)), list(range(n))
            fast.shuffle(a)
            plain.shuffle_plain(b)
            assert a == b and fast.state == plain.state
            c = list(range(n))
            step = Rng(state)
            for i in range(n - 1, 0, -1):
                j = step.next64() % (i + 1)
                c[i], c[j] = c[j], c[i]
            assert a == c and step.state == fast.state


def test_draw_takes_from_the_top_and_stops_when_the_deck_runs_out():
    deck = [1, 2, 3]
    assert draw(deck, 2) == [3, 2] and deck == [1]
    assert draw(deck, 5) == [1] and deck == []


def test_deal_goes_round_the_table():
    deck = [1, 2, 3, 4, 5]
    hands = [[], []]
    deal(deck, hands, 2)
    assert hands == [[5, 3], [4, 2]] and deck == [1]


def test_reshuffle_moves_the_discard_pile_into_the_deck():
    deck, discard = [9], [1, 2, 3]
    reshuffle(deck, discard, Rng(0))
    assert discard == [] and sorted(deck) == [1, 2, 3, 9] and deck[-1] == 9


def test_seats():
    assert next_seat(2, 3) == 0 and next_seat(0, 4, -1) == 3
    assert seats_from(2, 4) == [2, 3, 0, 1]


def test_bad_option_names_what_is_allowed():
    with pytest.raises(ValueError, match="players=5 is not allowed; choose one of 2, 3"):
        toygame.HighCard(seed=1, players=5)
    with pytest.raises(ValueError, match="target"):
        toygame.HighCard(seed=1, target=-1)
    with pytest.raises(ValueError, match="its options are: players, target"):
        toygame.HighCard(seed=1, colour="red")


def test_illegal_action_names_the_move_and_lists_the_legal_ones():
    g = toygame.HighCard(seed=3)
    before = g.to_dict()
    with pytest.raises(ogrelab.IllegalAction) as err:
        g.play("play 99")
    assert "'play 99'" in str(err.value)
    assert all(t in str(err.value) for t in map(str, g.legal_actions()))
    assert g.to_dict() == before


def test_a_failing_rule_leaves_the_game_as_it_was(monkeypatch):
    g = toygame.HighCard(seed=3)
    g.play(g.legal_actions()[0])
    before = g.to_dict()

    real = toygame.HighCard._apply
    calls = []

    def broken(self, action):
        calls.append(action)
        if len(calls) == 1:  # the rule breaks halfway through this one action
            self.points[0] += 100
            raise RuntimeError("rule bug")
        real(self, action)

    monkeypatch.setattr(toygame.HighCard, "_apply", broken)
    with pytest.raises(RuntimeError):
        g.play(g.legal_actions()[0])
    assert g.to_dict() == before


def test_goto_travels_in_time_and_keeps_the_rest_redoable():
    g = toygame.HighCard(seed=4)
    for _ in range(6):
        g.play(g.legal_actions()[-1])
    end = g.to_dict()
    g.goto(2)
    assert len(g.history) == 2
    g.goto(6)
    assert g.to_dict() == end
    with pytest.raises(ValueError):
        g.goto(99)


def test_undo_with_nothing_to_undo_says_so():
    with pytest.raises(ValueError, match="nothing to undo"):
        toygame.HighCard(seed=1).undo()


def test_from_state_builds_a_hand_written_position():
    g = toygame.HighCard.from_state({"deck": [1, 2], "hands": [[12], [3]], "pile": [5],
                                     "points": [3, 0], "seat": 0, "phase": "play", "turns": 7})
    g.play("play 12")
    assert g.is_over and g.result.winners == (0,)


def test_replay_of_a_bad_record_names_the_action():
    g = toygame.HighCard(seed=2)
    rec = g.record()
    rec["actions"] = ["play 99"]
    with pytest.raises(ValueError, match=r"record.actions\[0\]"):
        ogrelab.replay(rec)


def test_random_bot_plays_a_game_to_the_end():
    g = toygame.HighCard(seed=9)
    play_out(g, [make_bot(g.name, "random", seed=1), make_bot(g.name, "random", seed=2)])
    assert g.is_over
    with pytest.raises(ValueError, match="bots: random"):
        make_bot(g.name, "genius")


def test_line_keeps_the_undone_actions_in_replay_order():
    g = toygame.HighCard(seed=4)
    for _ in range(4):
        g.play(g.legal_actions()[-1])
    full = g.history
    g.undo()
    g.undo()
    assert g.ply == 2 and g.line == full
    g.redo()
    assert g.ply == 3 and g.line == full


def test_touch_sorts_actions_into_one_and_two_clicks():
    """An action's ``on`` keys say what a person touches to make it, in order."""
    from ogrelab.core import Action, touch
    acts = [Action("take 5", 0, "take", (), on=("hand:5",)),
            Action("play 7 left", 0, "play", (), on=("hand:7", "end:left")),
            Action("play 7 right", 0, "play", (), on=("hand:7", "end:right")),
            Action("pass", 0, "pass", (), on=("control:pass",)),
            Action("undo-like", 0, "x"),
            Action("twice a", 0, "x", (), on=("hand:9",)), Action("twice b", 0, "x", (), on=("hand:9",))]
    t = touch(acts)
    assert t.click == {"hand:5": "take 5", "control:pass": "pass"}
    assert t.pick == {"hand:7": {"end:left": "play 7 left", "end:right": "play 7 right"}}
    assert set(t.buttons) == {"undo-like", "twice a", "twice b"}, "a key meaning two things is left to buttons"
    assert t.to_json()["pick"]["hand:7"]["end:left"] == "play 7 left"


def test_outcome_names_seats_as_the_game_does_and_standings_name_their_measure():
    import ogrelab
    import toygame

    class Named(toygame.HighCard):
        STANDING = "points"

        @property
        def seat_names(self):
            return ["North", "South"]

    game = Named(seed=4)
    assert game.outcome == ""
    assert game.standings() == {"points": [0, 0]}
    assert game.prompt.startswith("North: play a card")
    while not game.is_over:
        game.play(game.legal_actions()[0])
    r = game.result
    expected = "A draw: tie on points" if r.draw else f"{['North', 'South'][r.winners[0]]} won: most points"
    assert game.outcome == expected
    assert ogrelab.new_game("ogre_bash", seed=1).standings(0), "every game names at least its score"


def test_a_save_named_for_the_wrong_game_says_whose_options_it_holds():
    d = ogrelab.new_game("ogre_bash", seed=1).to_dict()
    d["game"] = "ogre_cheerleaders"
    with pytest.raises(ValueError, match=r"save.game: .* are those of 'ogre_bash'; is the game's name right\?"):
        ogrelab.from_dict(d)


def test_a_preview_keeps_the_move_apart_from_what_comes_of_it():
    """``game.preview(action, outcome=False)`` says the move alone: what a puzzle shows before its verdict."""
    from ogrelab.core import Preview, told
    g = toygame.HighCard.from_state({"deck": [1], "hands": [[2, 9], [5]], "pile": [4], "points": [0, 0],
                                     "seat": 0, "phase": "play", "turns": 1})
    assert g.preview("play 9") == "plays 9, which beats the pile, and scores a point"
    assert g.preview("play 9", outcome=False) == "plays 9"
    assert g.preview("play 2") == "plays 2; it does not beat 4, so no point"     # move; outcome
    assert g.preview("play 2", outcome=False) == "plays 2"
    assert told("draws a card", outcome=False) == told("draws a card") == "draws a card"   # a text is the move alone
    assert Preview("benches 5-Oafs").text() == "benches 5-Oafs"
    assert Preview("benches 5-Oafs", "scores 12 points").text(outcome=False) == "benches 5-Oafs"


def test_a_result_names_its_ending_and_saves_it():
    """How a game ended is a value the game declares (``Result.ending``), beside the words."""
    game = toygame.HighCard(seed=4)
    play_out(game, [make_bot(game.name, "random", seed=s) for s in range(2)])
    r = game.result
    assert r.ending in type(game).ENDINGS
    assert r.to_dict() == {"winners": list(r.winners), "scores": list(r.scores), "reason": r.reason,
                           "draw": r.draw, "ending": r.ending}
    with pytest.raises(TypeError, match="ending"):
        ogrelab.Result((0,), (4, 1), "most points")


def test_check_ending_names_the_field_and_the_endings():
    assert toygame.HighCard.check_ending("tie", "state.result.ending") == "tie"
    with pytest.raises(ValueError, match=r"state\.result\.ending: 'won' is not an ending of test_high_card; "
                                         r"its endings are: most_points, tie"):
        toygame.HighCard.check_ending("won", "state.result.ending")
    with pytest.raises(ValueError, match=r"state\.result\.ending: expected a string, got 3"):
        toygame.HighCard.check_ending(3, "state.result.ending")


@pytest.mark.parametrize("endings", [None, {}, {"Most Points": "the most points"}, {"most_points": ""}])
def test_a_game_must_declare_its_endings(endings):
    from ogrelab.core import register

    class Endless(toygame.HighCard):
        name = "test_endless"
        ENDINGS = endings
    with pytest.raises(ValueError, match="must declare ENDINGS"):
        register(Endless)


def test_a_rule_that_asks_nothing_resolves_when_set_off_and_one_that_asks_opens_its_decision():
    game = ogrelab.new_game("test_high_card", seed=3)
    first = game.legal_actions()[0]
    game.play(first)
    assert game.log[-1] == f"seat 0 plays {first.args[0]} and scores"   # TakeAPoint, set off by the play
    assert game.scores[0] == 1
    assert game.decision.rule == "draw" and game.current_player == 0           # DrawOrStop's trigger asked seat 0


def test_a_save_may_name_only_a_rule_that_asks():
    game = ogrelab.new_game("test_high_card", seed=3)
    d = game.to_dict()
    d["state"]["phase"] = "point"
    with pytest.raises(ValueError, match=r"state.phase: unknown decision 'point'; the decisions are: draw, play"):
        ogrelab.from_dict(d)


def test_by_kind_hands_each_action_kind_to_the_one_rule_that_makes_it():
    from ogrelab.core import Rule, by_kind

    class Walk(Rule):
        key, kinds = "walk", ("walk", "run")

    class Jump(Rule):
        key, kinds = "jump", ("jump",)

    class Leap(Rule):
        key, kinds = "leap", ("jump",)

    book = by_kind(Walk(), Jump())
    assert {k: r.key for k, r in book.items()} == {"walk": "walk", "run": "walk", "jump": "jump"}
    with pytest.raises(ValueError, match="rules 'jump' and 'leap' both make 'jump' actions"):
        by_kind(Jump(), Leap())
