"""Options > User profiles (title screen) and Game > User profiles (every table): the people who share this computer,
each with their own settings, rules and table options, players, scores and games in progress.

The dialog lists the profiles with the one in use marked; New, Rename, Delete (asked first) and Use. Switching at a
table keeps the game in progress in the old profile's autosave, then opens the same game's table again under the new
profile, with its options, players, score file and its own game in progress."""

from __future__ import annotations

from collections.abc import Callable

from game import storage
from game.engine.errors import RecordError

from .settings import UiSettings
from .table import store
from .table.session import TableSession
from .widgets.controls import Button, Label
from .widgets.dialogs import Dialog, MessageBox
from .widgets.listbox import ListBox
from .widgets.textinput import TextInput

TITLE = "User profiles"
FAILURES = (ValueError, storage.StorageError)
IN_USE = "  (in use)"


def _why(exc: Exception) -> str:
    return getattr(exc, "message", None) or str(exc)


class ProfileNameDialog(Dialog):
    """A name for a new profile or a new name for one; ``on_done(name)`` returns why it is refused, or None. A
    refused name is said over the dialog, which stays open to correct it."""

    def __init__(self, app, title: str, name: str, on_done: Callable[[str], str | None]):
        super().__init__(app, title, (360, 150))
        self.on_done = on_done
        self.field = TextInput(self.place(90, 14, 250, 22), name, max_length=storage.PROFILE_NAME_LENGTH,
                               allowed=str.isprintable, tooltip="The name of the profile, as the title bar shows it")
        self.add(Label(self.place(14, 14, 70, 22), "&Name:", buddy=self.field))
        self.add(self.field)
        self.add(Label(self.place(14, 44, 330, 20), f"One to {storage.PROFILE_NAME_LENGTH} letters, digits, spaces "
                       "or signs.", size=16))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})
        self.widgets.focus(self.field)

    def on_ok(self) -> None:
        problem = self.on_done(self.field.text)
        if problem:
            self.app.sound.play("refusal")
            self.app.message(problem, title=self.title, icon="warning", width=420)
            return
        self.finish("ok")


class UserProfilesDialog(Dialog):
    """The list of profiles and what can be done with them. ``before_switch()`` runs before another profile is put
    in use (the table saves its game there); ``after_switch(profile)`` once it is (the table opens again)."""

    SIZE = (420, 300)

    def __init__(self, app, *, before_switch: Callable[[], None] | None = None,
                 after_switch: Callable[[storage.Profile], None] | None = None):
        super().__init__(app, TITLE, self.SIZE)
        self.before_switch = before_switch
        self.after_switch = after_switch
        self.profiles: list[storage.Profile] = []
        self.list = ListBox(self.place(14, 30, 270, 162), [], on_activate=lambda _: self.use(),
                            tooltip="Double click a profile (or Enter) to use it")
        self.add(Label(self.place(14, 6, 200, 22), "&Profiles:", buddy=self.list))
        self.add(self.list)
        self.buttons = {}
        specs = [("&Use", self.use, "Play as the chosen profile: its options, players, scores and game"),
                 ("&New...", self.ask_new, "Make a new profile, with the usual options to start from"),
                 ("&Rename...", self.ask_rename, "Give the chosen profile another name"),
                 ("&Delete...", self.ask_delete, "Remove the chosen profile and all it keeps (you are asked first)")]
        for row, (label, action, tip) in enumerate(specs):
            self._add_button(label, action, tip, self.place(-14, 30 + row * 34, 100, 24), default=row == 0)
        self._add_button("&Close", lambda: self.finish("close"), "Close this box (the profile in use stays)",
                         self.place(-14, -10, 100, 24))
        self.note = self.add(Label(self.place(14, 198, 270, 20), "", size=16))
        self.add(Label(self.place(14, 218, 270, 20), "Each keeps its own options, scores and games.", size=16))
        self.refresh()
        self.widgets.focus(self.list)

    def _add_button(self, label: str, action, tip: str, rect, default: bool = False) -> None:
        name = label.strip("&.").replace("&", "").lower()
        self.buttons[name] = self.add(Button(rect, label, action, default=default, tooltip=tip))

    # -- what is shown ---------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """The list as storage has it now, the chosen row kept (or ``select``)."""
        chosen = select or (self.chosen.name if self.chosen else storage.active_profile().name)
        active = storage.active_profile()
        self.profiles = storage.profiles()
        self.list.set_items([p.name + (IN_USE if p == active else "") for p in self.profiles],
                            next((i for i, p in enumerate(self.profiles) if p.name == chosen), 0))
        self.list.tooltips = [self._row_tip(p, p == active) for p in self.profiles]
        self.note.text = f"In use: {active.name}"

    @staticmethod
    def _row_tip(profile: storage.Profile, in_use: bool) -> str:
        first = " (the first profile, never deleted)" if profile.first else ""
        return f"{profile.name}{first}: " + ("the profile in use" if in_use else "double click or Enter to use it")

    @property
    def chosen(self) -> storage.Profile | None:
        index = self.list.selected
        return self.profiles[index] if 0 <= index < len(self.profiles) else None

    def update(self, dt: float) -> None:
        super().update(dt)
        chosen, active = self.chosen, self.app.profile_name
        self.buttons["use"].enabled = chosen is not None
        self.buttons["rename"].enabled = chosen is not None
        self.buttons["delete"].enabled = chosen is not None and not chosen.first and chosen.name != active

    def cancel(self) -> None:
        self.finish("close")

    def refuse(self, problem: str) -> None:
        self.app.sound.play("refusal")
        self.app.message(problem, title=TITLE, icon="warning", width=420)

    # -- actions ----------------------------------------------------------------------------------
    def use(self) -> None:
        profile = self.chosen
        if profile is None:
            return
        if profile.name == storage.active_profile().name:
            self.finish("close")
            return
        if self.before_switch is not None:
            self.before_switch()
        try:
            profile = storage.switch_profile(profile.name)
        except FAILURES as exc:
            self.refresh()
            self.refuse(_why(exc))
            return
        self.finish("use")
        self.app.update_caption()
        if self.after_switch is not None:
            self.after_switch(profile)

    def ask_new(self) -> None:
        def create(name: str) -> str | None:
            try:
                profile = storage.create_profile(name)
            except FAILURES as exc:
                return _why(exc)
            self.refresh(select=profile.name)
            self.widgets.focus(self.list)  # Enter then uses it
            return None

        self.app.push(ProfileNameDialog(self.app, "New profile", "", create))

    def ask_rename(self) -> None:
        profile = self.chosen
        if profile is None:
            return

        def rename(name: str) -> str | None:
            try:
                renamed = storage.rename_profile(profile.name, name)
            except FAILURES as exc:
                return _why(exc)
            self.refresh(select=renamed.name)
            self.widgets.focus(self.list)
            self.app.update_caption()  # the profile in use may be the one renamed
            return None

        self.app.push(ProfileNameDialog(self.app, f"Rename {profile.name}", profile.name, rename))

    def ask_delete(self) -> None:
        profile = self.chosen
        if profile is None:
            return
        problem = storage.deletion_problem(profile.name)
        if problem:
            self.refuse(problem)
            return

        def answered(choice: str) -> None:
            if choice != "yes":
                return
            try:
                storage.delete_profile(profile.name)
            except FAILURES as exc:
                self.refuse(_why(exc))
            self.refresh(select=storage.active_profile().name)

        self.app.push(MessageBox(self.app, f"Delete the profile {profile.name}? Its settings, options, players, "
                                 "score files, history and game in progress are removed for good.",
                                 f"Delete {profile.name}", buttons=("&Yes", "&No"), icon="question",
                                 on_close=answered, width=420))


# -- where the dialog is opened -------------------------------------------------------------------------------

def apply_profile_settings(app) -> list[str]:
    """The window settings of the profile now in use (name, felt, card back, sound, speed); the window's size and
    full screen stay as they are. Returns the problems found in its settings file."""
    try:
        settings, problems = storage.load_settings(UiSettings)
    except FAILURES as exc:
        settings, problems = UiSettings(), [_why(exc)]
    settings.zoom, settings.fullscreen = app.settings.zoom, app.settings.fullscreen
    if settings.sound != app.sound.enabled:
        app.sound.toggle()
    settings.sound = app.sound.enabled
    app.settings = settings
    app.update_caption()
    return [*problems, *storage.take_profile_problems()]


def open_user_profiles(app) -> UserProfilesDialog:
    """From the title screen: a switch only changes the window settings (the tables read the rest when opened)."""
    def switched(_profile) -> None:
        for problem in apply_profile_settings(app):
            app.message(problem, title="Your settings", width=440)

    return app.push(UserProfilesDialog(app, after_switch=switched))


def open_user_profiles_at_table(table) -> UserProfilesDialog:
    """From a table: the game goes into the old profile's autosave, and the same game's table opens again under the
    new profile."""
    app = table.app

    def keep_game() -> None:
        if not table.demo and not table.session.match.over:
            table.save_progress()
        table.autosaver.flush(2.0)

    def switched(_profile) -> None:
        problems = apply_profile_settings(app)
        reopen_table(app, table)
        for problem in problems:
            app.message(problem, title="Your settings", width=440)

    return app.push(UserProfilesDialog(app, before_switch=keep_game, after_switch=switched))


def reopen_table(app, table):
    """The table of ``table``'s game again, under the profile now in use, going on with its game in progress (a
    table of the same class: this module is below the table's, which opens this dialog)."""
    fresh = type(table)(app, variant_id=table.variant_id, worker_mode=table.worker.mode or "process",
                       offer_resume=False)
    record, problem = store.load_autosave(table.variant_id)
    if record:
        try:
            session = TableSession.from_record(record, players=fresh.session.players)
        except RecordError as exc:
            problem = f"The game in progress could not be resumed: {exc}"
        else:
            session.set_options(fresh.session.options)  # the game goes on with its rules; the profile's come next
            fresh.set_session(session)
    app.scenes.remove(table)
    app.push(fresh)
    if problem:
        app.message(problem, title="Saved game", width=440)
    return fresh
