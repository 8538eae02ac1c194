#!/usr/bin/env bash
# Builds the Debian package from BUILD_DIR and checks it the way a user would meet it:
#   packaging/test-deb.sh BUILD_DIR
#  1. builds the three programs and runs cpack (only the package's install components: console, daemon)
#  2. shows the .deb (dpkg-deb --info, contents) and checks that every Depends entry is installed here
#  3. installs it with dpkg into an empty root (its own dpkg database) and checks the installed tree:
#     programs, .desktop (desktop-file-validate), AppStream metainfo (appstreamcli), icons, user unit
#  4. runs the installed daemon and the installed console (offscreen) against it, then stops both
# Exits non-zero with a message naming what failed. Needs dpkg-dev, desktop-file-utils, appstream,
# curl, python3 (packaging/debian-packages.txt); systemd-analyze is used when present.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: packaging/test-deb.sh BUILD_DIR" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
app_id=io.github.trainyard.Trainyard
started=$SECONDS

fail() { echo "test-deb: FAILED: $*" >&2; exit 1; }
step() { echo; echo "== test-deb: $*"; }

tmp=$(mktemp -d /tmp/trainyard-deb.XXXXXX) # short: the daemon's socket path must fit in sun_path
daemon_pid='' console_pid=''
cleanup() {
    local pid
    for pid in $console_pid $daemon_pid; do
        if kill -0 "$pid" 2>/dev/null; then
            kill -KILL "$pid" 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
        fi
    done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Waits up to $2 seconds for process $1 to end; its exit status is left in $waited_status.
wait_exit() {
    local pid=$1 deadline=$((SECONDS + $2))
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
    kill -0 "$pid" 2>/dev/null && return 1
    waited_status=0
    wait "$pid" || waited_status=$?
    return 0
}

# --- 1. Build and pack --------------------------------------------------------------------------------
step "building trainyard, trainyardd and trainyard-spec in $build"
[[ -f "$build/CPackConfig.cmake" ]] || fail "$build has no CPackConfig.cmake (configure it with cmake first)"
timeout 1200 cmake --build "$build" --target trainyard trainyardd trainyard-spec || fail "building the programs"

step "cpack"
rm -f "$build"/trainyard_*.deb
# Not the `package` target: that builds `all` (tests included) first; the package needs only the two
# programs, built just above.
(cd "$build" && timeout 300 cpack --config CPackConfig.cmake -G DEB) || fail "cpack"
shopt -s nullglob
debs=("$build"/trainyard_*_amd64.deb)
shopt -u nullglob
((${#debs[@]} == 1)) || fail "expected one trainyard_<version>_amd64.deb in $build, found ${#debs[@]}"
deb=${debs[0]}
echo "package: $deb ($(du -h "$deb" | cut -f1))"

# --- 2. What is in it, and can its dependencies be met here --------------------------------------------
step "dpkg-deb --info"
dpkg-deb --info "$deb"
step "dpkg-deb --contents"
dpkg-deb --contents "$deb"

step "Depends: each entry installed on this machine"
depends=$(dpkg-deb --field "$deb" Depends)
[[ -n "$depends" ]] || fail "the package has no Depends (dpkg-shlibdeps did not run?)"
grep -q 'libqt6widgets6' <<<"$depends" || fail "Depends lacks libqt6widgets6: dpkg-shlibdeps did not see the console's libraries"
# Installed packages, and what they provide (a dependency may name a virtual package).
installed=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package} ${Version}\n' | awk '$1 == "ii" { print $2, $3 }')
provided=$(dpkg-query -W -f='${db:Status-Abbrev}|${Provides}\n' | awk -F'|' '$1 ~ /^ii/ && $2 != "" { print $2 }' \
    | tr ',' '\n' | sed -E 's/^ *//; s/ *$//')
satisfied() { # one alternative: "name" or "name (op version)"
    local name op version have
    name=$(sed -E 's/[[:space:]]*\(.*//; s/:any$//' <<<"$1")
    op=$(sed -nE 's/.*\(([<>=]+)[[:space:]]*([^)]*)\).*/\1/p' <<<"$1")
    version=$(sed -nE 's/.*\(([<>=]+)[[:space:]]*([^)]*)\).*/\2/p' <<<"$1")
    have=$(awk -v n="$name" '$1 == n { print $2; exit }' <<<"$installed")
    if [[ -n "$have" ]]; then
        [[ -z "$op" ]] && return 0
        case $op in '>>') op=gt ;; '<<') op=lt ;; '>=') op=ge ;; '<=') op=le ;; '=') op=eq ;; esac
        dpkg --compare-versions "$have" "$op" "$version"
        return
    fi
    # A virtual package: "name" or "name (= version)" in some installed package's Provides.
    local line
    while read -r line; do
        [[ "$(sed -E 's/[[:space:]]*\(.*//' <<<"$line")" == "$name" ]] || continue
        [[ -z "$op" ]] && return 0
        [[ "$line" == *"(= $version)"* ]] && return 0
    done <<<"$provided"
    return 1
}
unmet=()
while read -r entry; do
    [[ -z "$entry" ]] && continue
    ok=0
    IFS='|' read -ra alternatives <<<"$entry"
    for alternative in "${alternatives[@]}"; do
        alternative=$(sed -E 's/^ *//; s/ *$//' <<<"$alternative")
        if satisfied "$alternative"; then ok=1; break; fi
    done
    if ((ok)); then echo "  ok   $entry"; else echo "  MISSING $entry"; unmet+=("$entry"); fi
done < <(tr ',' '\n' <<<"$depends" | sed -E 's/^ *//; s/ *$//')
((${#unmet[@]} == 0)) || fail "dependencies not met on this machine: ${unmet[*]}"
echo "Recommends: $(dpkg-deb --field "$deb" Recommends)"
echo "Suggests:   $(dpkg-deb --field "$deb" Suggests)"

# --- 3. Install into an empty root ---------------------------------------------------------------------
step "dpkg -i into an empty root"
droot=$tmp/root
mkdir -p "$droot"/var/lib/dpkg/{info,updates,triggers,alternatives} "$droot"/var/log
touch "$droot"/var/lib/dpkg/{status,available}
# --force-depends: the empty root has none of the dependencies installed (its dpkg database is empty);
# they were checked against this machine just above, and step 4 runs the programs with this
# machine's libraries. --force-script-chrootless is not needed: the package has no maintainer scripts.
dpkg_cmd=(dpkg --root="$droot" --log="$tmp/dpkg.log" --force-depends)
if [[ $(id -u) -ne 0 ]]; then
    # Unprivileged: dpkg refuses without --force-not-root, and cannot chown to root: fakeroot pretends.
    command -v fakeroot >/dev/null || fail "not root and no fakeroot: cannot run dpkg --root"
    dpkg_cmd=(fakeroot "${dpkg_cmd[@]}" --force-not-root)
fi
PATH=$PATH:/usr/sbin:/sbin timeout 120 "${dpkg_cmd[@]}" -i "$deb" || fail "dpkg -i into $droot"
dpkg-query --admindir="$droot/var/lib/dpkg" -W -f='${Package} ${Version} ${db:Status-Abbrev}\n' trainyard \
    | grep -q '^trainyard .* ii' || fail "dpkg does not list trainyard as installed in the clean root"

step "the installed tree"
usr=$droot/usr
for program in trainyard trainyardd trainyard-spec; do
    [[ -x "$usr/bin/$program" ]] || fail "/usr/bin/$program is not installed"
done
# The translations are compiled into the console: in German it introduces itself in German.
LANG=de_DE.UTF-8 LC_ALL= QT_QPA_PLATFORM=offscreen "$usr/bin/trainyard" --help 2>/dev/null | grep -q 'Desktop-Konsole' \
    || fail "the installed console does not speak German (LANG=de_DE.UTF-8 trainyard --help)"
"$usr/bin/trainyard-spec" catalog >/dev/null || fail "the installed trainyard-spec does not run"
desktop=$usr/share/applications/$app_id.desktop
metainfo=$usr/share/metainfo/$app_id.metainfo.xml
icon=$usr/share/icons/hicolor/scalable/apps/$app_id.svg
symbolic=$usr/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg
unit=$usr/lib/systemd/user/trainyardd.service
for file in "$desktop" "$metainfo" "$icon" "$symbolic" "$unit" "$usr/share/doc/trainyard/copyright"; do
    [[ -f "$file" ]] || fail "${file#"$droot"} is not installed"
done
echo "desktop-file-validate ${desktop#"$droot"}"
desktop-file-validate "$desktop" || fail "desktop-file-validate"
grep -qx 'Exec=trainyard' "$desktop" || fail "the .desktop file does not run trainyard"
grep -qx "Icon=$app_id" "$desktop" || fail "the .desktop file's icon is not $app_id"
echo "appstreamcli validate --no-net ${metainfo#"$droot"}"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
    || fail "the metainfo's launchable is not $app_id.desktop"
# The icons are well-formed SVG; the console names its windows (Wayland app id) after the .desktop file.
/usr/bin/python3 - "$icon" "$symbolic" "$usr/bin/trainyard" "$app_id" <<'EOF' || fail "icons or the console's desktop file name"
import sys
import xml.etree.ElementTree as ET
for path in sys.argv[1:3]:
    svg = ET.parse(path).getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg", f"{path}: not an SVG document"
    assert svg.get("viewBox"), f"{path}: no viewBox"
binary = open(sys.argv[3], "rb").read()
app_id = sys.argv[4]
# QStringLiteral stores UTF-16: QApplication::setDesktopFileName's argument in app/console/main.cpp.
assert app_id.encode("utf-16-le") in binary, f"the console does not set its desktop file name to {app_id}"
print("icons: well-formed SVG; console: desktop file name", app_id)
EOF
if command -v systemd-analyze >/dev/null; then
    # `verify --user` needs a user session; verify a copy whose ExecStart names the installed program.
    mkdir -p "$tmp/unit"
    sed "s|^ExecStart=/usr/bin/trainyardd|ExecStart=$usr/bin/trainyardd|" "$unit" >"$tmp/unit/trainyardd.service"
    echo "systemd-analyze verify trainyardd.service"
    systemd-analyze verify "$tmp/unit/trainyardd.service" || fail "systemd-analyze verify trainyardd.service"
else
    echo "systemd-analyze not found: the user unit is not verified"
fi
grep -qx 'KillMode=process' "$unit" || fail "the unit must keep KillMode=process (replicas outlive a daemon restart)"

# --- 4. Run what was installed ----------------------------------------------------------------------------
step "starting the installed daemon"
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_DATA_HOME=$tmp/home/.local/share \
    XDG_CACHE_HOME=$tmp/home/.cache XDG_RUNTIME_DIR=$tmp/xdg-run
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
sock=$tmp/run/daemon.sock
mkdir -p "$tmp/run"
"$usr/bin/trainyardd" --data-dir "$tmp/data" --socket "$sock" >"$tmp/daemon.log" 2>&1 &
daemon_pid=$!
url=http://localhost/v1/projects/local/jobs
code=000
deadline=$((SECONDS + 30))
while ((SECONDS < deadline)); do
    kill -0 "$daemon_pid" 2>/dev/null || { cat "$tmp/daemon.log" >&2; fail "the installed trainyardd exited at start"; }
    code=$(curl -s -o "$tmp/jobs.json" -w '%{http_code}' --max-time 2 --unix-socket "$sock" "$url" || true)
    [[ "$code" == 200 ]] && break
    sleep 0.2
done
[[ "$code" == 200 ]] || { cat "$tmp/daemon.log" >&2; fail "trainyardd did not answer GET $url with 200 within 30 s (last: $code)"; }
echo "trainyardd (pid $daemon_pid) answers GET /v1/projects/local/jobs: 200 $(cat "$tmp/jobs.json")"

step "starting the installed console (offscreen) against it"
# Connected: the daemon holds one more socket for each connection it accepted (curl's have ended by
# now). Not /proc/net/unix: the daemon binds a temporary name and renames it to the socket's path.
sockets() { find "/proc/$daemon_pid/fd" -lname 'socket:*' 2>/dev/null | wc -l; }
sleep 0.5
before=$(sockets)
QT_QPA_PLATFORM=offscreen "$usr/bin/trainyard" --socket "$sock" --no-autostart >"$tmp/console.log" 2>&1 &
console_pid=$!
connected=0
console_start=$SECONDS
while ((SECONDS < console_start + 20)); do
    kill -0 "$console_pid" 2>/dev/null || { cat "$tmp/console.log" >&2; fail "the installed console exited while starting"; }
    (($(sockets) > before)) && connected=1
    ((connected && SECONDS >= console_start + 5)) && break # connected, and alive for 5 s at least
    sleep 0.5
done
kill -0 "$console_pid" 2>/dev/null || { cat "$tmp/console.log" >&2; fail "the installed console died"; }
((connected)) || { cat "$tmp/console.log" >&2; fail "the console never connected to $sock (the daemon held $before sockets before the console, $(sockets) now)"; }
echo "trainyard (pid $console_pid) is running and connected to the daemon (its sockets: $before before the console, $(sockets) with it)"
kill -TERM "$console_pid"
wait_exit "$console_pid" 10 || fail "the console did not end within 10 s of SIGTERM"
console_pid=''
# The console has no SIGTERM handler: ending by that signal (128+15) is the clean way; a crash is not.
((waited_status == 0 || waited_status == 143)) || { cat "$tmp/console.log" >&2; fail "the console ended with status $waited_status"; }
if [[ -s "$tmp/console.log" ]]; then echo "console output:"; sed 's/^/  /' "$tmp/console.log"; fi

step "stopping the daemon"
kill -TERM "$daemon_pid"
wait_exit "$daemon_pid" 15 || fail "trainyardd did not quit within 15 s of SIGTERM"
daemon_pid=''
((waited_status == 0)) || { cat "$tmp/daemon.log" >&2; fail "trainyardd exited with status $waited_status on SIGTERM"; }
echo "trainyardd quit cleanly"

echo
echo "test-deb: OK: $(basename "$deb") in $((SECONDS - started)) s"
