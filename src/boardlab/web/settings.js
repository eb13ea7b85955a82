// Settings (/settings): preferences (the language, the theme, sounds), and the
// account: change the password, log out everywhere, delete the account (POST /api/account/...).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  let me = null;

  /** The language choice: the same as the header's menu (kept in the account and a cookie). */
  function showLanguages() {
    const select = $("settings-language");
    for (const language of boardlab.language.languages) {
      const option = new Option(language.name, language.code, false, language.code === boardlab.language.code);
      option.lang = language.code;
      select.add(option);
    }
    select.addEventListener("change", async () => {
      $("preferences-error").textContent = "";
      try {
        await boardlab.chooseLanguage(select.value);
      } catch (error) {
        $("preferences-error").textContent = error.message;
      }
    });
  }

  /** The theme and sounds (server/preferences.py through common.js): the page changes at once. */
  function showLook() {
    const theme = $("settings-theme"), sounds = $("settings-sounds");
    theme.value = document.body.dataset.theme || "auto";
    sounds.checked = boardlab.preferences.soundsOn();
    const keep = async (change) => {
      $("preferences-error").textContent = "";
      try {
        await boardlab.preferences.choose(change);
      } catch (error) {
        $("preferences-error").textContent = error.message;
      }
    };
    theme.addEventListener("change", () => keep({ theme: theme.value }));
    sounds.addEventListener("change", () => keep({ sounds: sounds.checked }));
    document.addEventListener("boardlab:preferences", () => {   // the header's toggle was used
      theme.value = document.body.dataset.theme || "auto";
      sounds.checked = boardlab.preferences.soundsOn();
    });
  }

  async function showAccount() {
    me = await boardlab.account();
    $("settings-logged-out").classList.toggle("hidden", Boolean(me));
    $("settings-account").classList.toggle("hidden", !me);
    if (!me) return;
    $("settings-name").textContent = me.name;
    $("settings-name").href = `/players/${encodeURIComponent(me.name)}`;
    $("password-username").value = me.name;      // for password managers
  }

  /** Say what was done, in the page (the account part hides when the session is over). */
  function done(id) {
    $("settings-done").textContent = boardlab.t(id);
    $("settings-done").classList.remove("hidden");
  }

  async function changePassword(event) {
    event.preventDefault();
    $("password-error").textContent = "";
    $("settings-done").classList.add("hidden");
    if ($("password-new").value !== $("password-repeat").value) {
      $("password-error").textContent = boardlab.t("frontdoor-password-mismatch");
      return;
    }
    $("password-submit").disabled = true;
    try {
      await boardlab.api("POST", "/api/account/password", { body: { old: $("password-old").value, new: $("password-new").value } });
      for (const id of ["password-old", "password-new", "password-repeat"]) $(id).value = "";
      done("frontdoor-password-changed");
    } catch (error) {
      $("password-error").textContent = error.message;
    } finally {
      $("password-submit").disabled = false;
    }
  }

  async function logOutEverywhere() {
    $("everywhere-error").textContent = "";
    if (!confirm(boardlab.t("frontdoor-everywhere-confirm"))) return;
    try {
      await boardlab.api("POST", "/api/account/logout-everywhere");
      boardlab.setSession(null);
      await showAccount();
      done("frontdoor-logged-out-everywhere");
    } catch (error) {
      $("everywhere-error").textContent = error.message;
    }
  }

  async function deleteAccount(event) {
    event.preventDefault();
    $("delete-error").textContent = "";
    if (!me || !confirm(boardlab.t("frontdoor-delete-confirm", { name: me.name }))) return;
    try {
      await boardlab.api("POST", "/api/account/delete", { body: { password: $("delete-password").value } });
      $("delete-password").value = "";
      boardlab.setSession(null);
      await showAccount();
      done("frontdoor-deleted");
    } catch (error) {
      $("delete-error").textContent = error.message;
    }
  }

  $("password-form").addEventListener("submit", changePassword);
  $("logout-everywhere").addEventListener("click", logOutEverywhere);
  $("delete-form").addEventListener("submit", deleteAccount);
  showLanguages();
  showLook();
  showAccount();
})();
