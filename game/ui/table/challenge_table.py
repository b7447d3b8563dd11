"""The duplicate challenge at the table (the rules of it: game.ai.challenge; its deals: TableSession.start_challenge).

Practice > Duplicate challenge asks for the number and the deals; the Expert's run starts at once in the background
(challenge_run); you play deal after deal in South, each ending in a box of its own (Next deal, View hand) instead of
the game's score card; after the last, the results (challenge_dialogs), which go into the history when both runs are
complete. The table's frames never wait for the Expert: its deals are picked up between frames.
"""

from __future__ import annotations

from game.ai.challenge import EXPERT, Challenge, ChallengePlay, results

from ..widgets.dialogs import MessageBox
from . import store
from .challenge_dialogs import ChallengeDialog, ChallengeHistoryDialog, ChallengeResultsDialog, score_words, signed
from .challenge_run import ExpertRun

TITLE = "Duplicate challenge"


class ChallengeTable:
    """The table's part of a challenge: the Expert's run, the box at the end of each deal, the results."""

    def __init__(self, table, worker_mode: str = "process"):
        self.table = table
        self.worker_mode = worker_mode
        self.others = EXPERT  # the skill of the computers around South (a test may choose the quickest)
        self.south = EXPERT  # the skill in South in the Expert's run (likewise)
        self.run: ExpertRun | None = None
        self.box: MessageBox | None = None  # the box at the end of a deal, while it is open
        self.recorded: set[str] = set()  # the challenges this table put into the history

    @property
    def play(self) -> ChallengePlay | None:
        return self.table.session.challenge

    def off(self) -> bool:
        """No challenge is being played (the practice commands that would leave it are on)."""
        return self.play is None

    # -- starting ---------------------------------------------------------------------------------------------------
    def ask(self) -> None:
        """Practice > Duplicate challenge."""
        if self.table.watching():
            self.table.decline("A challenge is yours to play: the computers play every seat now (F2 to stop)")
            return
        if self.play is not None:
            self.table.confirm("Leave the challenge in progress for a new one? The deals you played in it are not "
                               "kept.", TITLE, self._open_dialog)
            return
        self._open_dialog()

    def _open_dialog(self) -> None:
        self.table.app.push(ChallengeDialog(self.table.app, self.start))

    def start(self, number: int, deals: int) -> None:
        table = self.table
        challenge = Challenge(table.variant_id, number, deals, table.session.options.to_json(), self.others)
        table.session.start_challenge(challenge)
        self.follow()
        table.start_hand()
        table.save_progress()
        table.flash_status(f"Challenge {number}: you play {deals} deal{'' if deals == 1 else 's'} in South; the Expert "
                           "plays them too, out of sight")

    def follow(self) -> None:
        """The Expert's run of the session's challenge: started for a challenge new or taken up, stopped when there
        is none."""
        play = self.play
        if self.run is not None and (play is None or self.run.challenge != play.challenge):
            self.run.close()
            self.run = None
        if play is not None and self.run is None:
            self.run = ExpertRun(play.challenge, self.worker_mode, south=self.south)

    def update(self) -> None:
        """Every frame: the Expert's deals that arrived are taken in (the pipe never fills up)."""
        if self.run is not None:
            self.run.poll()

    # -- each deal --------------------------------------------------------------------------------------------------
    def status(self) -> str:
        """The status bar's "Challenge 1234, deal 3 of 20" (empty out of a challenge)."""
        return self.table.session.challenge_status()

    def deal_over(self) -> None:
        """Your deal is scored: what you scored, then Next deal (or Results after the last) or View hand."""
        play = self.play
        assert play is not None
        score = play.yours[play.index][1]
        challenge = play.challenge
        words = score_words(challenge.variant_id, challenge.rules())
        after = ("That was the last deal: the results compare you with the Expert, deal by deal." if play.last_deal
                 else "The Expert's score on it comes with the results, at the end of the challenge.")
        text = f"Deal {play.index} of {challenge.deals} is over. You scored {signed(score)} on it ({words}). {after}"

        def closed(choice: str) -> None:
            self.box = None
            if choice == "view hand":
                self.table.view_last_hand()
            elif choice in ("next deal", "results"):
                self.table.next_hand()

        self.box = MessageBox(self.table.app, text, f"Challenge {challenge.number}", width=440, on_close=closed,
                              buttons=("&Results" if play.last_deal else "&Next deal", "&View hand"))
        self.table.keep_clear_of_the_task_bar(self.box)
        self.table.app.push(self.box)

    def next_deal(self) -> bool:
        """The table's Next hand in a challenge: its next deal, or the results after the last (False: no challenge)."""
        table = self.table
        if self.play is None:
            return False
        if table.session.challenge_over:
            self.show_results()
            return True
        table.session.next_hand()
        table._release()
        return True

    def prompt(self) -> str:
        """The status bar at the end of a deal."""
        what = "the results of the challenge" if self.table.session.challenge_over else "the next deal of the challenge"
        return f"Right click or Space: {what}"

    # -- the results ------------------------------------------------------------------------------------------------
    def show_results(self) -> None:
        """Your run against the Expert's, deal by deal (the Expert's deals come in while it plays); when both runs are
        complete they go into the history, and closing the results leaves the challenge for a new game."""
        play, run = self.play, self.run
        assert play is not None and run is not None

        def source() -> tuple[list, dict, dict]:
            run.poll()
            if run.failure:
                self._report_failure(run)
            rows = results(play.challenge, {i: s for i, (_, s) in play.yours.items()},
                           {i: s for i, (_, s) in run.results.items()})
            if run.done and play.finished:
                self._record(play, run)
            return rows, play.yours, run.results

        def closed(_choice: str) -> None:
            if run.done and play.finished and self.play is play:
                self.table.session.leave_challenge()
                self.follow()
                self.table.new_game()

        self.table.app.push(ChallengeResultsDialog(self.table.app, play.challenge, source, self.table.view_hand,
                                                   on_close=closed))

    def _record(self, play: ChallengePlay, run: ExpertRun) -> None:
        if play.key in self.recorded:
            return
        self.recorded.add(play.key)
        problem = store.record_challenge(play.challenge, play.deals_for_history(run.results), play.key)
        if problem:
            self.table.app.message(problem, title=TITLE, width=440)

    def _report_failure(self, run: ExpertRun) -> None:
        failure, run.failure = run.failure, None
        self.table.app.message(f"The Expert could not play the challenge ({failure}), so its scores are missing.",
                               title=TITLE, width=440)

    def from_history(self) -> None:
        """History > Challenges: a finished challenge of this game, then its results."""
        app = self.table.app
        rows, problem = store.challenges_kept(self.table.variant_id)
        if problem:
            app.message(problem, title="Challenge results")
            return

        def chosen(index: int) -> None:
            found, why = store.challenge_kept(rows[index]["id"])
            if found is None:
                app.message(why, title="Challenge results", width=440)
                return
            challenge, deals = found
            yours = {d["index"]: (d["your_hand"], d["yours"]) for d in deals}
            expert = {d["index"]: (d["expert_hand"], d["expert"]) for d in deals}
            scores = results(challenge, {i: s for i, (_, s) in yours.items()}, {i: s for i, (_, s) in expert.items()})
            app.push(ChallengeResultsDialog(app, challenge, lambda: (scores, yours, expert), self.table.view_hand))

        app.push(ChallengeHistoryDialog(app, [store.challenge_line(row) for row in rows], chosen))

    def close(self) -> None:
        """The table is left: the Expert stops (a challenge in the autosave starts it again when taken up)."""
        if self.run is not None:
            self.run.close()
            self.run = None
