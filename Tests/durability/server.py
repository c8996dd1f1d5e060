"""The service under test for the durability scripts: started on a free loopback port with a data
directory, and plain HTTP calls to it. Imported by kill_under_load.py, full_disk.py and memory_budgets.py (the
script's own folder is on sys.path)."""
import http.client, os, re, subprocess

# The listing of every session needs an admin token; these scripts list to check what survived.
ADMIN = "durability-admin"

def start(binary, data, file_size_limit=None, address_space_limit=None, **settings):
    """`settings`: extra PLAYGROUND_* variables. `file_size_limit`: bytes, through prlimit --fsize
    (a full disk as the service sees it: writes fail with EFBIG). `address_space_limit`: bytes,
    through prlimit --as (a memory bomb the budgets miss is then a crash, not a swapped machine)."""
    env = dict(os.environ, PLAYGROUND_DATA_DIR=data, PLAYGROUND_LOG_LEVEL="error", PLAYGROUND_ADMIN_TOKEN=ADMIN, **settings)
    command = [binary, "--host", "127.0.0.1", "--port", "0"]
    if file_size_limit:
        command = ["prlimit", f"--fsize={file_size_limit}"] + command
    if address_space_limit:
        command = ["prlimit", f"--as={address_space_limit}"] + command
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    if not match:
        raise SystemExit(f"server did not start: {line!r}")
    return process, int(match.group(1))

def request(port, method, path, body=None, content_type="text/plain"):
    """(status, headers, body) of one call on a connection of its own."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Content-Type": content_type} if body is not None else {}
    headers["Authorization"] = f"Bearer {ADMIN}"
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    return response.status, dict(response.getheaders()), response.read()
