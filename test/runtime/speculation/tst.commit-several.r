committing
from b
from a
done

